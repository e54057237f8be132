"""The `mylifedb` command group, whose commands are imported when one of them runs.

Each module of this package registers the commands of one subject on the group (``@cli.command``
in ``search.py``, ``library.py``, ...). Importing them all cost every command the imports of
all the others (the organizer's scikit-learn, the runner's providers, the service's plist
and subprocess): ``COMMANDS`` says which module registers which command, and the group imports
only the module of the command that is run. ``mylifedb --help`` and shell completion list
every command and so import every module (each is light to import: the heavy parts are
imported inside the commands). ``tests/cli/test_startup.py`` holds the table to what the
modules register.
"""

from __future__ import annotations

import importlib
from collections.abc import MutableMapping
from typing import Any

import click

__all__ = ["COMMANDS", "LazyGroup"]

# command -> the module of server/cli that registers it
COMMANDS: dict[str, str] = {
    "config": "config",
    "demo": "demo",
    "directives": "memory",
    "eval": "eval",
    "folders": "library",
    "forget": "memory",
    "index": "library",
    "init": "library",
    "moves": "history",
    "organize": "organizer",
    "recent": "files",
    "remember": "memory",
    "review": "review",
    "runs": "library",
    "search": "search",
    "serve": "library",
    "service": "service",
    "show": "files",
    "similar": "search",
    "status": "status",
    "suggestions": "suggestions",
    "undo": "history",
    "watch": "organizer",
}


class LazyGroup(click.Group):
    """A click group that imports a command's module when the command is asked for.
    ``commands`` (click's dict of every command, for code that walks the tree) imports them
    all; running one command imports its own module alone."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._commands: dict[str, click.Command] = {}
        super().__init__(*args, **kwargs)

    @property
    def commands(self) -> MutableMapping[str, click.Command]:
        for name in COMMANDS:
            self._load(name)
        return self._commands

    @commands.setter
    def commands(self, value: MutableMapping[str, click.Command]) -> None:
        self._commands = dict(value)

    def _load(self, name: str) -> None:
        module = COMMANDS.get(name)
        if module is not None and name not in self._commands:
            importlib.import_module(f"{__package__}.{module}")  # its decorators register it

    def add_command(self, cmd: click.Command, name: str | None = None) -> None:
        name = name or cmd.name
        if name is None:
            raise TypeError("Command has no name.")
        self._commands[name] = cmd  # not through ``commands``: that would import every module

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        self._load(cmd_name)
        return self._commands.get(cmd_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*COMMANDS, *self._commands})
