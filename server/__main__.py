"""``python -m server``: the `mylifedb` command."""

from server.cli import main

main()
