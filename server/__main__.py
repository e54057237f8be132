"""``python -m server``: the `mylifedb` command."""

from server.cli import main

if __name__ == "__main__":  # not again in an indexing worker process (spawn)
    main()
