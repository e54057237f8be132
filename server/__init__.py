"""Everything around the core (``appclient``), one package per thing:

mcp/        the MCP server: tools, resources, prompts, transports, its runtime
runner/     the headless organizer: inbox daemon, tool loop, one module per provider
organizer/  the offline organizer's brain (the ``local`` provider)
cli/        the `mylifedb` command
"""
