"""The review page: its tools, its HTTP routes, and the page itself in a real browser."""
