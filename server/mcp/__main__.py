"""``python -m server.mcp --root R [--transport stdio|http]``: the server without the CLI."""

import sys

from .server import main

sys.exit(main())
