"""`--server-url` runs go entirely through the server: a real streamable-HTTP server
(uvicorn on 127.0.0.1, bearer token) serves library A; the runner, on "another machine",
has no library of its own (its --root does not exist). Inbox listing, the pending lookup,
run records, source tags and auto-accept all land in A. The model is scripted
(ScriptedProvider): tests may not call real LLM APIs."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from click.testing import CliRunner

from appclient import BackendUnavailable, LocalAppClient, RemoteAppClient
from server.app import build_server, create_http_app
from server.cli import cli
from server.runner import Runner, RunnerConfig, library_session
from server.runner.providers import AssistantTurn, ScriptedProvider, ToolCall
from tests.fixtures import ACME_W2, GOV_DOCS, open_library
from tests.fixtures.servers import http_server

TOKEN = "a-token-of-thirty-two-characters"


@asynccontextmanager
async def serving(
    tmp_path: Path, files: dict[str, str] = GOV_DOCS, **kwargs: Any
) -> AsyncIterator[tuple[LocalAppClient, str, Any]]:
    library = await open_library(tmp_path / "a", files)
    server = build_server(library, index_on_start=False, **kwargs)
    try:
        async with http_server(create_http_app(server, host="127.0.0.1", token=TOKEN)) as url:
            yield library, url, server
    finally:
        await library.aclose()


async def never_open() -> LocalAppClient:
    raise AssertionError("a --server-url run opened a local library")


def suggest(path: str, confidence: float = 0.9) -> ScriptedProvider:
    return ScriptedProvider(
        [
            AssistantTurn(
                text="",
                tool_calls=[
                    ToolCall(
                        id="1",
                        name="create_suggestion",
                        arguments={
                            "file_path": path,
                            "target_folder": "life/gov docs/",
                            "reasoning": "A visa letter; the guideline files IDs and visas there.",
                            "confidence": confidence,
                        },
                    )
                ],
            ),
            AssistantTurn(text="done"),
        ]
    )


class Events(io.StringIO):
    """The runner's suggestion events; ``arrived`` is set on each one."""

    def __init__(self) -> None:
        super().__init__()
        self.arrived = anyio.Event()

    def write(self, s: str) -> int:
        n = super().write(s)
        self.arrived.set()
        return n


async def test_run_once_goes_entirely_through_the_server(tmp_path: Path) -> None:
    async with serving(tmp_path) as (library, url, _):
        provider = suggest("inbox/visa.txt", 0.97)
        config = RunnerConfig(events=io.StringIO(), auto_accept=0.95)
        async with library_session(never_open, url, TOKEN) as (client):
            assert isinstance(client, RemoteAppClient)
            runner = Runner(client, provider, config)
            assert await runner.pending_inbox_files() == ["inbox/visa.txt"]  # A's inbox
            processed = await runner.run_once()
        assert [(p, o.outcome) for p, o in processed] == [("inbox/visa.txt", "suggested")]
        # Everything landed in library A: the run, the source tag, the auto-accepted move.
        runs = (await library.list_runs()).runs
        assert [(r.file_path, r.provider, r.outcome) for r in runs] == [
            ("inbox/visa.txt", "scripted", "suggested")
        ]
        accepted = (await library.list_suggestions("accepted")).suggestions
        assert [(s.file_path, s.source) for s in accepted] == [("inbox/visa.txt", "agent:scripted")]
        assert runs[0].suggestion_id == accepted[0].id
        assert (library.root / "life/gov docs/visa.txt").is_file()
    assert not (tmp_path / "b").exists()


async def test_the_remote_client_speaks_the_runner_methods(tmp_path: Path) -> None:
    async with serving(tmp_path) as (library, url, _):
        async with await RemoteAppClient.connect(url, TOKEN) as remote:
            made = await remote.create_suggestion(
                "inbox/visa.txt", "life/gov docs/", "a visa", 0.8, source="cli"
            )
            assert made.source == "cli"
            stored = await library.pending_suggestion("inbox/visa.txt")
            assert stored is not None and stored.source == "cli"  # source reached the server
            assert (await remote.pending_suggestion("inbox/visa.txt")).id == made.id  # type: ignore[union-attr]
            assert await remote.pending_suggestion("life/gov docs/passport.txt") is None
            assert await remote.inbox_files() == []
            (library.root / "inbox/new.txt").write_text("a new arrival")
            stats = await remote.refresh(["inbox/new.txt"])
            assert stats.files == 4
            assert await remote.inbox_files() == ["inbox/new.txt"]
            run_id = await remote.record_run(
                file_path="inbox/new.txt",
                provider="p",
                model="m",
                outcome="declined",
                error="x" * 5000,
            )
            assert (await library.list_runs()).runs[0].id == run_id
            assert (await library.list_runs()).runs[0].error == "x" * 2000  # cut, not refused
            from appclient import InvalidArgument, OutsideRoot

            with pytest.raises(InvalidArgument, match="needs the library on this machine"):
                await remote.get_suggestion(made.id)  # no tool, no runner method
            with pytest.raises(OutsideRoot):
                await remote.pending_suggestion("../etc/passwd")


async def test_a_read_only_server_refuses_runner_writes_clearly(tmp_path: Path) -> None:
    async with serving(tmp_path, read_only=True) as (_, url, server):
        tools = {t.name for t in await server.list_tools()}
        assert "create_suggestion" not in tools
        async with await RemoteAppClient.connect(url, TOKEN) as remote:
            assert await remote.inbox_files() == ["inbox/visa.txt"]
            with pytest.raises(BackendUnavailable, match="read-only"):
                await remote.record_run(
                    file_path="inbox/visa.txt", provider="p", model="m", outcome="failed"
                )


async def test_runner_methods_are_not_tools(tmp_path: Path) -> None:
    async with serving(tmp_path) as (_, url, server):
        names = {t.name for t in await server.list_tools()}
        names.discard(
            "review_inbox"
        )  # the review page's read-only listing (server/review), not a runner method
        assert not {
            n for n in names if "run" in n or "inbox" in n or "source" in n or "refresh" in n
        }


async def test_watch_against_a_remote_server_is_driven_by_its_notifications(tmp_path: Path) -> None:
    async with serving(tmp_path, debounce_ms=100, step_ms=50) as (library, url, server):
        await library.create_suggestion("inbox/visa.txt", "life/gov docs/", "done before", 0.5)
        provider = suggest("inbox/permit.txt")
        events = Events()
        # rescan_s is an hour: only the server's notification can trigger this run.
        config = RunnerConfig(events=events, settle_s=0.05, rescan_s=3600)
        ready = anyio.Event()
        stop = anyio.Event()
        async with library_session(never_open, url, TOKEN) as (client):
            runner = Runner(client, provider, config)
            async with anyio.create_task_group() as tg:
                tg.start_soon(lambda: runner.watch(ready=ready.set, stop=stop))
                with anyio.fail_after(20):
                    await ready.wait()
                    await server.context.runtime.watching.wait()
                    (library.root / "inbox/permit.txt").write_text("residence permit")
                    await events.arrived.wait()
                    await runner.wait_idle()
                stop.set()
        pending = await library.pending_suggestion("inbox/permit.txt")
        assert pending is not None and pending.source == "agent:scripted"
        assert [p for p, _ in runner.processed] == ["inbox/permit.txt"]


def test_cli_organize_with_server_url_never_opens_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`mylifedb organize --all --server-url URL` with a --root that does not exist: the
    offline provider organizes library A through the server."""
    monkeypatch.setenv("MYLIFEDB_TOKEN", TOKEN)
    for var in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL", "MYLIFEDB_PROVIDER"):
        monkeypatch.delenv(var, raising=False)
    missing_root = tmp_path / "b" / "not-a-library"

    async def go() -> Any:
        async with serving(tmp_path, ACME_W2) as (library, url, _):
            result = await anyio.to_thread.run_sync(
                lambda: CliRunner().invoke(
                    cli,
                    [
                        "organize",
                        "--all",
                        "--server-url",
                        url,
                        "--root",
                        str(missing_root),
                        "--state-dir",
                        str(tmp_path / "b" / "state"),
                        "--json",
                    ],
                )
            )
            return (
                result,
                await library.pending_suggestion("inbox/w2.txt"),
                (await library.list_runs()).runs,
            )

    result, pending, runs = anyio.run(go)
    assert result.exit_code == 0, result.output
    assert '"file_path": "inbox/w2.txt"' in result.output
    assert pending is not None and pending.target_folder == "work/acme/compensation/"
    assert pending.source == "agent:local"
    assert [(r.file_path, r.provider, r.suggestion_id) for r in runs] == [
        ("inbox/w2.txt", "local", pending.id)
    ]
    assert not (tmp_path / "b").exists()
