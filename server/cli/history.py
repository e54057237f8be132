"""The move history and taking moves back: `mylifedb moves` lists them (with the batch each
belongs to), `mylifedb undo` undoes the last move, one move (--move ID) or a whole batch
(--run ID: an organizer run with --auto-accept, or one "Accept all" of the review page)."""

from __future__ import annotations

import click
from rich.text import Text

from appclient import Settings, visible
from appclient.models import MoveList, MoveRecord, RunUndo

from .base import cli, emit_json, json_option, library_options, open_client, run_async
from .complete import complete_moves, complete_runs
from .output import Col, console, hint, plural, print_records

MOVE_COLS = [
    Col("id", style="cyan", justify="right", no_wrap=True),
    Col("created_at", no_wrap=True),
    Col("source"),
    Col("destination"),
    Col("status", no_wrap=True),
    Col("run_id", no_wrap=True),
    Col("suggestion_id", no_wrap=True),
]


def _print_moves(res: MoveList) -> None:
    if not res.moves:
        click.echo("no moves yet")  # stdout ok
        return
    rows = [
        {
            **m.model_dump(),
            "status": m.status if m.undo_of is None else f"undid {m.undo_of}",
        }
        for m in res.moves
    ]
    print_records(rows, MOVE_COLS, min_table_width=120)
    undoable = [m for m in res.moves if m.status == "done" and m.undo_of is None]
    lines = [""]
    if undoable:
        lines.append(f"mylifedb undo --move {undoable[0].id}    (one move back)")
        run = next((m.run_id for m in undoable if m.run_id), None)
        if run:
            lines.append(f"mylifedb undo --run {run}    (the whole batch back)")
    hint(*lines)


@cli.command()
@library_options
@click.option("--limit", default=50, show_default=True, type=click.IntRange(1, 1000))
@click.option(
    "--run",
    "run_id",
    default=None,
    shell_complete=complete_runs,
    help="Only the moves of this batch (an organizer run, an Accept all).",
)
@json_option
def moves(settings: Settings, limit: int, run_id: str | None, as_json: bool) -> None:
    """The moves made in the library, newest first.

    Where each file came from and went, its batch (run_id), and whether it was undone."""

    async def go() -> MoveList:
        client = await open_client(settings, index=False)
        try:
            return await client.list_moves(limit, run_id)
        finally:
            await client.aclose()

    res = run_async(go)
    emit_json(res) if as_json else _print_moves(res)


def _print_move(rec: MoveRecord) -> None:
    console().print(Text(f"moved back: {visible(rec.source)} -> {visible(rec.destination)}"))
    if rec.removed_folder:
        console().print(Text(f"removed the folder it had made: {visible(rec.removed_folder)}"))
    if rec.suggestion_id:
        hint(f"its suggestion {rec.suggestion_id} is pending again: mylifedb suggestions")


def _print_run(res: RunUndo) -> None:
    out = console()
    out.print(Text(f"{res.run_id}: {plural(len(res.undone), 'file')} moved back"))
    for rec in res.undone:
        out.print(Text(f"  {visible(rec.source)} -> {visible(rec.destination)}"))
    for folder in res.removed_folders:
        out.print(Text(f"removed the folder the batch had made: {visible(folder)}"))
    if res.refused:
        out.print(Text(f"{plural(len(res.refused), 'file')} left where it is now:", style="yellow"))
        for r in res.refused:
            out.print(Text(f"  {visible(r.destination)}: {visible(r.reason)}"))
        if any(r.force_helps for r in res.refused):
            hint(f"mylifedb undo --run {res.run_id} --force   (move edited files back anyway)")


@cli.command()
@library_options
@click.option(
    "--move",
    "move_id",
    type=click.IntRange(min=1),
    default=None,
    shell_complete=complete_moves,
    help="Undo this move (its id) instead of the last one.",
)
@click.option(
    "--run",
    "run_id",
    default=None,
    shell_complete=complete_runs,
    help="Undo every move of this batch (`mylifedb moves` shows each move's run_id).",
)
@click.option("--force", is_flag=True, help="Move files back even though they were edited since.")
@json_option
def undo(
    settings: Settings, move_id: int | None, run_id: str | None, force: bool, as_json: bool
) -> None:
    """Undo the last move (or --move ID, or a batch: --run ID).

    Each file goes back; the suggestion it carried out is pending again; a folder the move
    made is removed once empty. A file edited since is refused (--force moves it anyway)."""
    if move_id is not None and run_id is not None:
        raise click.UsageError("give --move or --run, not both")

    async def go() -> MoveRecord | RunUndo:
        client = await open_client(settings, index=False)
        try:
            return await client.undo_move(move_id, run_id=run_id, force=force)
        finally:
            await client.aclose()

    res = run_async(go)
    if as_json:
        emit_json(res)
    elif isinstance(res, RunUndo):
        _print_run(res)
    else:
        _print_move(res)
    if isinstance(res, RunUndo) and res.refused and not res.undone:
        raise SystemExit(1)
