"""``python -m server.mcp --root R [--transport stdio|http]``: the server without the CLI."""

import sys

from .server import main

if __name__ == "__main__":  # not again in an indexing worker process (spawn)
    sys.exit(main())
