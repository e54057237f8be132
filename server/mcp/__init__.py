"""The MCP server's parts; ``server/app.py`` assembles them into one server.

server.py      the server object and the typed context its tools read (``Library``)
tools.py       the tools, one module-level function each, registered from a table
resources.py   the resources; notify.py tells subscribers when they change
prompts.py     the prompts (templates in ``resources/prompts/``)
runtime.py     the AppClient and the background work that keeps its index current
status.py      what the tools must be honest about (a first index running, failures)
runner_api.py  the headless organizer's ``mylifedb/*`` methods (not tools)
errors.py      how failures reach a client
stdio.py, http.py   the transports
"""
