"""The `mylifedb` command line: ``base.py`` holds the group and what every command shares,
``output.py`` how records are printed; each other module registers the commands on one
subject (the library, search, suggestions, the organizer and its evaluation, the demo, the review
page, status, config, the service), imported when one of its commands runs (``group.py``)."""

import os
import sys

from .base import cli

__all__ = ["cli", "main"]


def main() -> None:
    try:
        cli(prog_name="mylifedb")
    except BrokenPipeError:  # `mylifedb status | head -3`: the reader left; stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(141) from None
