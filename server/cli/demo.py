"""`mylifedb demo`: a sample library, indexed and organized offline, with the suggestions, the
commands to take it from there, and the Claude Desktop block that serves it."""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path
from typing import Any

import click

from appclient import Settings

from .base import cli, current_config, fail, open_client, run_async
from .clients import claude_desktop_entry
from .organizer import organize_now, print_organized, waiting_rows
from .output import hint, plural

DEMO_DIR = "mylifedb-demo"


def _q(p: Path) -> str:
    s = str(p)
    return f"'{s}'" if any(c in s for c in " '\"$&;()|<>*?`\\") else s


@cli.command()
@click.option(
    "--dir",
    "directory",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path(DEMO_DIR),
    show_default=True,
    help="Where to put the demo library.",
)
@click.option("--fresh", is_flag=True, help="Start over: replace an existing demo folder.")
def demo(directory: Path, fresh: bool) -> None:
    """Try it: a sample library, indexed and organized offline.

    Shows the suggestions, the Claude Desktop config that serves it and what to do next."""
    directory = directory.resolve()
    try:
        if directory.exists() and fresh:
            if not (directory / "guideline.md").exists():
                fail(f"{directory} does not look like a demo library; not deleting it")
            shutil.rmtree(directory)
        if directory.exists():
            click.echo(
                f"using the existing demo library at {directory} (--fresh starts over)", err=True
            )
        else:
            src = resources.files("resources").joinpath("demo")
            with resources.as_file(src) as src_path:
                shutil.copytree(src_path, directory)
            click.echo(f"copied the demo library to {directory}", err=True)
        state = directory / ".mylifedb"
        state.mkdir(exist_ok=True)
    except OSError as exc:
        where = f"{exc.filename} " if getattr(exc, "filename", None) else ""
        fail(
            f"cannot write the demo library at {directory}: {where}{exc.strerror or exc}; "
            "run it somewhere you can write, or pass --dir"
        )
    current_config()  # a broken config file is reported here, as by every command
    # The demo is always offline: the local provider whatever the environment says.
    settings = Settings.resolve(
        root=directory, state_dir=state, search_backend="sqlite", provider="local"
    )

    async def organized() -> tuple[int, list[dict[str, Any]]]:
        new = await organize_now(settings, None)
        client = await open_client(settings, index=False)
        try:  # every suggestion that waits (a second run has nothing new to organize), and
            # every file the organizer declined
            return len(new), await waiting_rows(client)
        finally:
            await client.aclose()

    made, rows = run_async(organized)
    click.echo()  # stdout ok
    if len(rows) != made:
        click.echo(f"{plural(made, 'file')} organized now; what waits for you:", err=True)
    print_organized(rows)
    lib = f"--root {_q(directory)} --state-dir {_q(state)}"
    click.echo("\nClaude Desktop (claude_desktop_config.json) — serve this library:")  # stdout ok
    click.echo(
        json.dumps({"mcpServers": {"mylifedb": claude_desktop_entry(settings)}}, indent=2)
    )  # stdout ok
    hint(*_ocr_hint())
    hint(
        "",
        f"Review them:   mylifedb review {lib}",
        f"  or here:     mylifedb suggestions {lib}",
        f"Status:        mylifedb status {lib}",
    )


def _ocr_hint() -> list[str]:
    """What to add when scans and screenshots cannot be read here (said by the first
    command a person runs, not only by `status`)."""
    from appclient.digests import ocr
    from appclient.switches import ocr_enabled

    if not ocr_enabled():
        return []
    engine = ocr.engine_name()
    if engine is None:
        return [
            "",
            "Scans and screenshots are found by name only here. To read them:",
            f"  {ocr.HOW_TO_ADD}",
        ]
    if engine != "tesseract":
        return [
            "",
            "OCR here reads Chinese and English only. For accents, Cyrillic, Greek, Japanese, Korean:",
            "  apt install tesseract-ocr tesseract-ocr-script-latn tesseract-ocr-script-cyrl (-grek, -hans, -jpan, -hang)",
        ]
    return []
