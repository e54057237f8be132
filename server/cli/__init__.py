"""The `mylifedb` command line: ``base.py`` holds the group and what every command shares,
``output.py`` how records are printed; each other module registers the commands on one
subject (the library, suggestions, the organizer, the demo, status, config, the service)."""

from . import config, demo, library, organizer, service, status, suggestions  # noqa: F401  (registers the commands)
from .base import cli

__all__ = ["cli", "main"]


def main() -> None:
    cli(prog_name="mylifedb")
