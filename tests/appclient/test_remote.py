"""RemoteAppClient and the runner's `--server-url` mode against a real streamable-HTTP
server (uvicorn on 127.0.0.1, port 0) that requires a bearer token."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from appclient import (
    LocalAppClient,
    MyLifeDBError,
    NotFound,
    OutsideRoot,
    RemoteAppClient,
    error_from_data,
)
from server.app import build_server, create_http_app
from server.runner import Runner, RunnerConfig
from server.runner.providers import AssistantTurn, ScriptedProvider, ToolCall
from tests.fixtures import GOV_DOCS, open_library
from tests.fixtures.servers import http_server

TOKEN = "s3cret-token-for-tests"


async def _library(tmp_path: Path) -> LocalAppClient:
    return await open_library(tmp_path, GOV_DOCS)


def test_errors_round_trip_as_data() -> None:
    sent = OutsideRoot("path '../x' uses '..'", argument="file_path", see="folders", hint="h")
    e = error_from_data(sent.data())
    assert isinstance(e, OutsideRoot) and e.code == "outside_root"
    assert (e.message, e.argument, e.see, e.hint) == (sent.message, "file_path", "folders", "h")
    assert type(error_from_data({"code": "nonsense", "message": "m"})) is MyLifeDBError
    assert error_from_data("[not_found] text is not data").code == "error"


async def test_remote_client_speaks_the_protocol(tmp_path: Path) -> None:
    local = await _library(tmp_path)
    try:
        app = create_http_app(
            build_server(local, watch=False, index_on_start=False, allow_move=True),
            host="0.0.0.0",
            token=TOKEN,
        )
        async with http_server(app) as url:
            remote = await RemoteAppClient.connect(url, TOKEN)
            async with remote:
                assert (await remote.search("passport")).results[
                    0
                ].path == "life/gov docs/passport.txt"
                assert "visas" in await remote.read_guideline()
                assert (
                    (await remote.get_file("inbox/visa.txt"))
                    .digests["text"]["content"]
                    .startswith("visa")
                )
                tree = await remote.get_folder_tree(2)
                assert [c.path for c in tree.children] == ["life/"]
                sug = await remote.create_suggestion(
                    "inbox/visa.txt", "life/gov docs/", "a visa", 0.8
                )
                assert (await remote.pending_suggestion("inbox/visa.txt")).id == sug.id  # type: ignore[union-attr]
                res = await remote.resolve_suggestion(sug.id, "accept")
                assert res.new_path == "life/gov docs/visa.txt"
                undone = await remote.undo_move()
                assert undone.destination == "inbox/visa.txt"
                with pytest.raises(NotFound):
                    await remote.get_file("inbox/nope.txt")
                with pytest.raises(OutsideRoot):
                    await remote.get_file("../etc/passwd")
    finally:
        await local.aclose()


async def test_runner_against_a_remote_server(tmp_path: Path) -> None:
    local = await _library(tmp_path)
    try:
        app = create_http_app(
            build_server(local, watch=False, index_on_start=False), host="0.0.0.0", token=TOKEN
        )
        async with http_server(app) as url:
            provider = ScriptedProvider(
                [
                    AssistantTurn(
                        text="",
                        tool_calls=[
                            ToolCall(
                                id="1",
                                name="create_suggestion",
                                arguments={
                                    "file_path": "inbox/visa.txt",
                                    "target_folder": "life/gov docs/",
                                    "reasoning": "A visa letter; the guideline files IDs and visas there.",
                                    "confidence": 0.9,
                                },
                            )
                        ],
                    ),
                    AssistantTurn(text="done"),
                ]
            )
            async with await RemoteAppClient.connect(url, TOKEN) as remote:
                runner = Runner(remote, provider, RunnerConfig(events=io.StringIO()))
                outcome = await runner.organize("inbox/visa.txt")
        assert outcome.outcome == "suggested"
        sug = await local.pending_suggestion("inbox/visa.txt")
        assert sug is not None and sug.target_folder == "life/gov docs/"
        assert sug.source == "agent:scripted"  # written once, by its maker
        # The tool list offered to the model came over HTTP, allow-listed as usual.
        assert {t["name"] for t in [vars(t) for t in provider.calls[0][2]]} >= {
            "create_suggestion",
            "get_file",
        }
    finally:
        await local.aclose()


async def test_wrong_token_is_a_clear_error(tmp_path: Path) -> None:
    local = await _library(tmp_path)
    try:
        app = create_http_app(
            build_server(local, watch=False, index_on_start=False), host="0.0.0.0", token=TOKEN
        )
        async with http_server(app) as url:
            with pytest.raises(Exception) as e:
                await RemoteAppClient.connect(url, "wrong")
            assert "cannot reach the mylifedb server" in str(e.value) or "401" in str(e.value)
    finally:
        await local.aclose()
