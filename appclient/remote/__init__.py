"""The AppClient over an MCP session to a mylifedb server elsewhere.

    client.py   RemoteAppClient: tools for what models may do, JSON-RPC for the runner
    rpc.py      the ``mylifedb/*`` methods the headless organizer needs (never tools)

Public names are re-exported from ``appclient``."""
