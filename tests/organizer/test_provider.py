"""The offline provider end to end: the runner over the real LocalAppClient (the operations
in process, as the server's tools run them), the organizer fitted on the library."""

from __future__ import annotations

import functools
import io
import json

import anyio

from appclient import AppClient, LocalAppClient
from server.runner import AGENT_TOOLS, Runner, RunnerConfig, agent_tools, run_tool_loop
from server.runner.agent import call_tool
from server.runner.providers import Task, UserText, make_provider
from server.runner.providers.local import DEGRADED, LocalProvider


def _put(client: LocalAppClient, rel: str, text: str) -> None:
    (client.root / rel).write_text(text)


async def test_the_daemon_files_an_inbox_file_with_the_offline_organizer(
    lib: LocalAppClient,
) -> None:
    _put(
        lib,
        "inbox/scan_0007.txt",
        "Globex payslip December 2024. Gross salary 5,200. Net pay 3,905.",
    )
    provider = make_provider("local", None)
    events = io.StringIO()
    runner = Runner(lib, provider, RunnerConfig(events=events))
    outcome = await runner.organize("inbox/scan_0007.txt")
    assert outcome.outcome == "suggested" and set(outcome.tool_calls) <= set(AGENT_TOOLS)
    sug = await lib.pending_suggestion("inbox/scan_0007.txt")
    assert sug is not None and sug.target_folder == "work/comp/" and sug.source == "agent:local"
    assert "payslip" in sug.reasoning and DEGRADED not in sug.reasoning
    assert json.loads(events.getvalue())["id"] == sug.id
    # the run's task carried the corpus: the model was fitted on the library, and cached
    assert (lib.corpus().corpus_state_dir() / "organizer" / "model.npz").is_file()


async def test_a_name_the_organizer_proposes_reaches_the_suggestion(lib: LocalAppClient) -> None:
    """A scanner's name in a folder of 'payslip-2024-10.txt': the fitted model proposes
    'payslip-2025-01.txt'; accepting moves and renames in one step, undo restores both."""
    _put(
        lib,
        "inbox/scan_0008.txt",
        "Globex payslip January 2025. Gross salary 5,200. Net pay 3,905. Paid to Jane Doe "
        "by bank transfer on the last working day of the month.",
    )
    runner = Runner(lib, make_provider("local", None), RunnerConfig(events=io.StringIO()))
    assert (await runner.organize("inbox/scan_0008.txt")).outcome == "suggested"
    sug = await lib.pending_suggestion("inbox/scan_0008.txt")
    assert sug is not None and sug.target_folder == "work/comp/"
    assert sug.new_name == "payslip-2025-01.txt"
    done = await lib.resolve_suggestion(sug.id, "accept")
    assert done.new_path == "work/comp/payslip-2025-01.txt"
    assert (lib.root / done.new_path).read_text().startswith("Globex payslip January")
    assert (await lib.undo_move()).destination == "inbox/scan_0008.txt"
    assert (lib.root / "inbox/scan_0008.txt").is_file() and not (lib.root / done.new_path).exists()


async def test_a_decline_is_recorded_with_its_reason(lib: LocalAppClient) -> None:
    _put(lib, "inbox/untitled.txt", "asdf qwer zxcv 1234")
    outcome = await Runner(
        lib, make_provider("local", None), RunnerConfig(events=io.StringIO())
    ).organize("inbox/untitled.txt")
    assert outcome.outcome == "declined"
    run = (await lib.list_runs()).runs[0]
    assert run.outcome == "declined" and run.error and "untitled.txt" in run.error
    assert "left in the inbox" in run.error
    assert await lib.pending_suggestion("inbox/untitled.txt") is None


async def test_without_the_corpus_it_works_from_what_the_tools_show_and_says_so(
    lib: LocalAppClient,
) -> None:
    """A provider nobody handed the library (as with a remote server): guideline, folder
    names, a few searches and the last 100 decisions, through the tools only."""
    _put(
        lib,
        "inbox/pancakes2.md",
        "# Pancakes recipe\n\nServes 4. Flour, milk, eggs, butter. Whisk and fry.",
    )
    await lib.index()
    provider = LocalProvider()
    tools = agent_tools()
    ops = {op.name: op for op, _ in tools}

    async def execute(name: str, args: dict[str, object]) -> tuple[str, bool, object]:
        return await call_tool(lib, ops[name], dict(args))

    outcome = await run_tool_loop(
        provider,
        "",
        UserText("organize inbox/pancakes2.md", task=Task("inbox/pancakes2.md")),  # no corpus
        [spec for _, spec in tools],
        execute,
    )
    assert outcome.outcome == "suggested"
    assert {"search", "list_suggestions"} <= set(outcome.tool_calls)
    sug = await lib.pending_suggestion("inbox/pancakes2.md")
    assert (
        sug is not None
        and sug.target_folder == "kitchen/recipes/"
        and sug.reasoning.endswith(DEGRADED.strip())
    )


async def test_watch_fits_the_model_before_the_first_file_arrives(lib: LocalAppClient) -> None:
    """The offline organizer's model is fitted (and cached) when the daemon starts, in the
    background, so the first inbox file does not wait for a fit."""

    class Watched(LocalProvider):
        warmed = anyio.Event()

        async def warm(self, client: AppClient) -> None:
            await super().warm(client)
            self.warmed.set()

    provider = Watched()
    runner = Runner(lib, provider, RunnerConfig(events=io.StringIO()))
    cache = lib.corpus().corpus_state_dir() / "organizer" / "model.npz"
    assert not cache.exists()
    stop = anyio.Event()
    async with anyio.create_task_group() as tg:
        tg.start_soon(functools.partial(runner.watch, stop=stop))
        with anyio.fail_after(120):  # a bound on a loaded machine, not the verdict
            await provider.warmed.wait()
        stop.set()
    assert cache.is_file()
    assert runner.processed == []  # no file was organized: nothing else asked for the model


async def test_a_name_taken_since_the_fit_gives_the_folder_without_the_name(
    lib: LocalAppClient,
) -> None:
    """The folder got a file of the proposed name that the index has not seen yet:
    create_suggestion refuses the name (never an overwrite) and the organizer suggests the
    folder alone."""
    _put(
        lib,
        "inbox/scan_0008.txt",
        "Globex payslip January 2025. Gross salary 5,200. Net pay 3,905. Paid to Jane Doe "
        "by bank transfer on the last working day of the month.",
    )
    _put(lib, "work/comp/payslip-2025-01.txt", "already here")  # on disk, not yet indexed
    runner = Runner(lib, make_provider("local", None), RunnerConfig(events=io.StringIO()))
    assert (await runner.organize("inbox/scan_0008.txt")).outcome == "suggested"
    sug = await lib.pending_suggestion("inbox/scan_0008.txt")
    assert sug is not None and sug.target_folder == "work/comp/" and sug.new_name is None
    assert (lib.root / "work/comp/payslip-2025-01.txt").read_text() == "already here"
