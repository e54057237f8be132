"""The `mylifedb` command line: ``base.py`` holds the group and what every command shares;
each other module registers the commands on one subject (the library, suggestions, the
organizer, the review page)."""

from . import library, organizer, review, suggestions  # noqa: F401  (registers the commands)
from .base import cli

__all__ = ["cli", "main"]


def main() -> None:
    cli(prog_name="mylifedb")
