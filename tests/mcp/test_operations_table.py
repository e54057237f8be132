"""Each operation is defined once (appclient/ops) and every face is derived from it: the MCP
tool's schema is the operation's signature, the runner offers a model exactly what the MCP
server lists, every runner operation is served as its mylifedb/* method, and the AppClient
exposes every operation. A face that drifts from the table fails here."""

from __future__ import annotations

from typing import Any

from mcp import Client

from appclient import OPERATIONS, AppClient, LocalAppClient
from appclient.remote import rpc
from server.app import build_server
from server.mcp.runner_api import RUNNER_OPS
from server.mcp.tools import TOOL_OPS
from server.runner.agent import AGENT_TOOLS, agent_tools


def test_every_operation_is_a_client_method_of_the_same_name() -> None:
    for op in OPERATIONS:
        assert getattr(AppClient, op.name) is op


async def test_each_tool_is_its_operation(app: LocalAppClient) -> None:
    server = build_server(app, allow_move=True, index_on_start=False, watch=False)
    async with Client(server) as c:
        listed = {t.name: t for t in (await c.list_tools()).tools}
    for op in TOOL_OPS:
        tool = listed[op.name]
        assert tool.description == op.description and tool.title == op.title
        props = set(tool.input_schema.get("properties", {}))
        assert props == {p.name for p in op.params}, op.name  # no internal parameter shown
        assert tool.annotations is not None
        assert tool.annotations.destructive_hint == op.hints.destructive


async def test_the_runner_offers_a_model_exactly_what_the_server_lists(
    app: LocalAppClient,
) -> None:
    server = build_server(app, index_on_start=False, watch=False)
    async with Client(server) as c:
        listed = {t.name: t for t in (await c.list_tools()).tools}
    offered = {spec.name: spec for _, spec in agent_tools()}
    assert set(offered) == set(AGENT_TOOLS)
    for name, spec in offered.items():
        assert spec.input_schema == listed[name].input_schema, name
        assert spec.description == listed[name].description, name


async def test_every_runner_operation_is_served(app: LocalAppClient) -> None:
    from mcp_types import Request

    server = build_server(app, index_on_start=False, watch=False)
    async with Client(server) as c:
        for op in RUNNER_OPS:
            request: Any = Request(method=rpc.method_name(op), params=rpc.OperationParams())
            try:
                await c.session.send_request(request, rpc.OperationResult)
            except Exception as exc:  # missing arguments: the method is there
                assert "Method not found" not in str(exc), op.name
