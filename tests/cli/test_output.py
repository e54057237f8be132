"""Readable output: tables that fit the terminal and wrap long reasons at words, cards when
the terminal is narrow, suggestion IDs wherever the next command needs one, declines shown
once, colours only on a TTY, and `--json` (documented on every command that prints data)
with the same field names as the text. Real libraries, real SQLite."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import anyio
import click
import pytest

from appclient import LocalAppClient, Settings
from appclient.models import SuggestionList
from server.cli import cli
from server.cli.base import JSON_HELP
from tests.cli.helpers import EXE, Lib, clean_env, make_lib, run

LONG_REASON = (
    "The guideline says pay slips and W-2 forms from ACME belong in compensation; this one names "
    "ACME Corp as the employer, reports wages for 2024, and three similar statements from earlier "
    "years are already filed there, so the same folder keeps the yearly series together "
    "Supercalifragilisticexpialidocious-unbreakable-word-to-check-folding."
)
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _suggest(lib: Lib, reasoning: str = LONG_REASON) -> str:
    async def go() -> str:
        client = await LocalAppClient.open(Settings.resolve(root=lib.root, state_dir=lib.state))
        try:
            await client.index()
            s = await client.create_suggestion(
                "inbox/w2.txt", "work/acme/compensation/", reasoning, 0.91
            )
            return s.id
        finally:
            await client.aclose()

    return anyio.run(go)


@pytest.fixture
def lib(tmp_path: Path) -> Lib:
    return make_lib(tmp_path)


@pytest.mark.parametrize("columns", [140, 100, 72, 50])
def test_suggestions_fit_the_width_and_wrap_at_words(lib: Lib, columns: int) -> None:
    sid = _suggest(lib)
    r = run("suggestions", *lib.args, env={"COLUMNS": str(columns)})
    assert r.code == 0, r.err
    lines = r.out.splitlines()
    records = lines[
        : lines.index("")
    ]  # then the next commands, one per line (the terminal wraps those)
    assert max(len(line) for line in records) <= columns
    assert all(line == line.rstrip() for line in lines)  # no padding off a terminal
    assert sid in r.out and f"mylifedb suggestions accept {sid}" in r.out
    # Nothing is cut: every word of the reason is there, whole, in order (only the one word
    # longer than the column may fold).
    words = [w for w in LONG_REASON.split() if len(w) < 40]
    text = " ".join(r.out.split())
    assert all(w in text.split() for w in words)
    headers = {"id", "file_path", "target_folder", "confidence", "reasoning"}
    if columns >= 100:  # a table with the JSON field names as headers
        assert set(lines[0].split()) == headers
    else:  # cards: one labelled line per field, the same names
        assert lines[0] == sid
        assert {line.split()[0] for line in lines[1:5]} == headers - {"id"}


def test_text_and_json_use_the_same_field_names(lib: Lib) -> None:
    _suggest(lib)
    data = json.loads(run("suggestions", "list", "--status", "all", "--json", *lib.args).out)
    SuggestionList.model_validate(data)  # --json is exactly the tool's output model
    [sug] = data["suggestions"]
    table = run("suggestions", "list", "--status", "all", *lib.args, env={"COLUMNS": "200"}).out
    shown = set(table.splitlines()[0].split())
    assert shown <= set(sug) and "status" in shown


def test_organize_shows_ids_and_each_decline_once(lib: Lib) -> None:
    (lib.root / "inbox/untitled.txt").write_text("zq xv wk")  # nothing points anywhere: declined
    r = run("organize", "--all", "--provider", "local", *lib.args, env={"COLUMNS": "160"})
    assert r.code == 0, r.err
    assert r.out.count("inbox/untitled.txt") == 1 and "(declined)" in r.out
    assert "no suggestion for" not in r.err  # the runner's log line would repeat the table row
    data = json.loads(run("suggestions", "--json", *lib.args).out)
    ids = [s["id"] for s in data["suggestions"]]
    assert ids and all(i in r.out for i in ids)
    assert set(r.out.splitlines()[0].split()) == {
        "suggestion_id",
        "file_path",
        "target_folder",
        "confidence",
        "reasoning",
    }
    import logging

    assert not logging.getLogger("mylifedb.runner").filters  # the quieting ends with the command


def _leaf_commands(group: click.Group, prefix: str = "") -> list[tuple[str, click.Command]]:
    out = []
    for name, cmd in group.commands.items():
        if isinstance(cmd, click.Group):
            out += [(f"{prefix}{name}", cmd)] + _leaf_commands(cmd, f"{prefix}{name} ")
        else:
            out.append((f"{prefix}{name}", cmd))
    return out


# These print no records: init and config init write files, serve speaks MCP on stdout,
# watch is a daemon (its events are JSON lines already), demo is a walkthrough.
NO_JSON = {"init", "config init", "serve", "watch", "demo", "config", "service"}


def test_every_command_that_prints_data_documents_json() -> None:
    for name, cmd in _leaf_commands(cli):
        opts = {o.name: o for o in cmd.params if isinstance(o, click.Option)}
        if name in NO_JSON or name.split()[0] in ("review", "eval"):
            continue
        assert "as_json" in opts, f"`mylifedb {name}` has no --json"
        assert opts["as_json"].help == JSON_HELP, name


def _pty_run(args: list[str], env: dict[str, str]) -> str:
    """Run the real executable with a terminal as its stdout (what a person sees)."""
    master, slave = os.openpty()
    proc = subprocess.Popen(
        [str(EXE), *args], stdout=slave, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=env
    )
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    return b"".join(chunks).decode()


def test_colours_only_on_a_terminal(lib: Lib) -> None:
    _suggest(lib)
    env = clean_env(COLUMNS="120", TERM="xterm-256color")
    on_tty = _pty_run(["suggestions", *lib.args], env)
    assert ANSI.search(on_tty) and "work/acme/compensation/" in ANSI.sub("", on_tty)
    piped = subprocess.run(
        [str(EXE), "suggestions", *lib.args], env=env, capture_output=True, text=True, timeout=60
    )
    assert (
        piped.returncode == 0
        and not ANSI.search(piped.stdout)
        and "work/acme/compensation/" in piped.stdout
    )
    no_color = _pty_run(["suggestions", *lib.args], {**env, "NO_COLOR": "1"})
    assert not re.search(
        r"\x1b\[[0-9;]*3\dm", no_color
    )  # NO_COLOR: no colour codes even on a terminal


def test_file_names_are_text_not_markup(lib: Lib) -> None:
    (lib.root / "inbox/[bold]report[red] :smile:.txt").write_text("quarterly report")
    r = run("search", "quarterly", *lib.args, env={"COLUMNS": "120"})
    assert r.code == 0 and "[bold]report[red] :smile:.txt" in r.out


def test_index_reports_files_it_could_not_extract_and_counts(lib: Lib) -> None:
    (lib.root / "inbox/broken.pdf").write_bytes(b"%PDF-1.4 this is not really a pdf")
    r = run("index", *lib.args)
    assert r.code == 0
    assert re.search(r"^\d+ files indexed \(\d+ new", r.out)
    assert "1 file could not be read" in r.out and "by name only" in r.out
    assert "inbox/broken.pdf" in r.out
