"""Issue 24 over the real transports: a ``python -m server serve`` subprocess on stdio and
the HTTP app under uvicorn on loopback, each a real client session on a real library:
the icon and instructions, setLevel filtering real log notifications, completions, -32602
for bad prompt calls, the near-miss folder answer, plain ``/`` in a file URI, and progress
notifications while a call waits on a cold index (stepped by the test, never timed)."""

from __future__ import annotations

import base64
import io
import os
import re
import sys
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
import httpx2
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.types import TextResourceContents
from PIL import Image

from appclient import LocalAppClient, Settings
from server.app import build_server, create_http_app
from server.mcp.tools import TOOL_OPS
from server.review.tools import MODEL_TOOLS
from server.surface import GUIDELINE_URI
from tests.fixtures.mcp import ok, set_log_level, subscribe, text
from tests.fixtures.servers import http_server
from tests.mcp.test_client_log import _record_failed_run
from tests.mcp.test_completions import FILE, ORGANIZE, complete
from tests.mcp.test_progress import Progress, SteppedIndex, search_on_a_cold_index
from tests.mcp.test_protocol_errors import check_prompt_errors
from tests.mcp.test_status import Logs

REPO = Path(__file__).resolve().parents[2]


async def indexed(c: Client) -> None:
    """Until the background first index is done (each search waits on it a while)."""
    with anyio.fail_after(30):
        while "indexing" in await ok(c, "search", {"query": "passport"}):
            pass


async def check_identity(c: Client) -> None:
    info = c.server_info
    assert info is not None and info.icons
    assert {i.mime_type for i in info.icons} == {"image/svg+xml", "image/png"}
    png = next(i for i in info.icons if i.mime_type == "image/png")
    assert png.src.startswith("data:image/png;base64,")  # nothing for the host to fetch
    assert Image.open(io.BytesIO(base64.b64decode(png.src.split(",", 1)[1]))).size == (128, 128)
    instructions = c.instructions or ""
    assert "\n" not in instructions.strip()  # one paragraph
    known = {op.name for op in TOOL_OPS} | set(MODEL_TOOLS)
    named = set(re.findall(r"\b[a-z]+_[a-z_]+\b", instructions)) - {"create_folder", "not_found"}
    assert named and named <= known, named - known  # it never names a tool that is not there


async def check_logging(c: Client, logs: Logs) -> None:
    assert c.server_capabilities.logging is not None
    assert await set_log_level(c, "warning") == {}
    # what the server said before its answer came (the first index's info lines on a slow
    # start) was said at the old level: the stream is ordered, so only what follows counts
    logs.entries.clear()
    await subscribe(c, GUIDELINE_URI)  # logs an info line: filtered out
    await _record_failed_run(c)  # logs a warning: sent, on this request's stream
    with anyio.fail_after(10):
        while not any("inbox/W2_2024.txt failed" in e.data["message"] for e in logs.entries):
            await logs.wait(len(logs.entries) + 1)
    # the info line was filtered out; a slow start-up under load may add a warning of its own
    assert {e.level for e in logs.entries} == {"warning"}, logs.entries
    failed = [e for e in logs.entries if "organizing inbox/W2_2024.txt failed" in e.data["message"]]
    assert [e.logger for e in failed] == ["mylifedb.mcp"]
    await set_log_level(c, "info")
    await subscribe(c, GUIDELINE_URI)
    with anyio.fail_after(10):
        while not any("subscribed" in e.data["message"] for e in logs.entries):
            await logs.wait(len(logs.entries) + 1)


async def check_completions(c: Client) -> None:
    assert c.server_capabilities.completions is not None
    values, total, more = await complete(c, ORGANIZE, "")
    assert values[:2] == ["inbox/W2_2024.txt", "inbox/scan 01.txt"] and not more
    assert (await complete(c, FILE, "life/g"))[0] == ["life/gov docs/passport.txt"]
    assert (await complete(c, FILE, "pasport"))[0] == ["life/gov docs/passport.txt"]
    assert await complete(c, ORGANIZE, "x", "nope") == ([], 0, False)


async def check_near_miss_and_file_uri(c: Client) -> None:
    args: dict[str, Any] = {
        "file_path": "inbox/W2_2024.txt",
        "target_folder": "work/acme/compensaton/",
        "reasoning": "A W-2 from ACME.",
        "confidence": 0.9,
    }
    refused = await c.call_tool("create_suggestion", args)
    assert refused.is_error
    assert text(refused) == (
        "[not_found] target_folder: folder 'work/acme/compensaton/' does not exist; did you "
        "mean 'work/acme/compensation/'?; to make that new folder, ask again with "
        "create_folder=true"
    )
    error = (refused.meta or {})["mylifedb/error"]  # the same, as data for programs
    assert (error["code"], error["argument"], error["see"]) == (
        "not_found",
        "target_folder",
        "create_folder",
    )
    assert (await ok(c, "list_suggestions"))["suggestions"] == []
    made = await ok(c, "create_suggestion", {**args, "create_folder": True})
    assert made["creates_folder"] is True
    read = await c.read_resource("mylifedb://file/life/gov%20docs/passport.txt")
    body = read.contents[0]
    assert isinstance(body, TextResourceContents) and "number X123" in body.text


async def check_all(c: Client, logs: Logs) -> None:
    await check_identity(c)
    await check_logging(c, logs)
    await indexed(c)
    await check_completions(c)
    await check_prompt_errors(c)
    await check_near_miss_and_file_uri(c)


def serve_args(settings: Settings) -> list[str]:
    return ["--root", str(settings.root), "--state-dir", str(settings.state_dir)]


async def test_over_stdio(settings: Settings, tmp_path: Path) -> None:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "server", "serve", *serve_args(settings)], cwd=REPO
    )
    logs = Logs()
    with (tmp_path / "stderr.log").open("w+") as stderr, anyio.fail_after(40):
        async with Client(
            stdio_client(params, errlog=stderr), mode="legacy", logging_callback=logs
        ) as c:
            await check_all(c, logs)
        stderr.seek(0)
        log = stderr.read()
    assert "Traceback" not in log and " ERROR " not in log, log  # a client's mistakes are no crash


async def test_over_http(app: LocalAppClient) -> None:
    server = build_server(app, index_on_start=False, watch=False)
    logs = Logs()
    async with http_server(create_http_app(server, host="127.0.0.1")) as url:
        async with Client(url, mode="legacy", logging_callback=logs) as c:
            await check_all(c, logs)
        async with httpx2.AsyncClient() as http:  # refused without a session: no session id
            for method in ("GET", "DELETE"):
                refused = await http.request(method, url, headers={"accept": "text/event-stream"})
                assert refused.status_code == 400 and "mcp-session-id" not in refused.headers


async def test_progress_on_a_cold_index_over_http(settings: Settings) -> None:
    inner = await LocalAppClient.open(settings)  # never indexed
    stepped = SteppedIndex(inner)
    try:
        server = build_server(stepped, watch=False, first_index_wait_s=60)  # type: ignore[arg-type]
        async with http_server(create_http_app(server, host="127.0.0.1")) as url:
            async with Client(url, mode="legacy") as c:
                steps = await search_on_a_cold_index(c, stepped)
    finally:
        await inner.aclose()
    assert [s[:2] for s in steps] == [(0, 3), (1, 3), (2, 3), (3, 3)]


async def test_progress_on_a_cold_index_over_stdio(settings: Settings, tmp_path: Path) -> None:
    fifo = tmp_path / "steps"
    os.mkfifo(fifo)
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-m",
            "tests.fixtures.stepped_serve",
            str(settings.root),
            str(settings.state_dir),
            str(fifo),
        ],
        cwd=REPO,
    )
    progress = Progress()
    found: list[dict[str, Any]] = []
    with anyio.fail_after(40):
        async with Client(params, mode="legacy") as c:

            async def search() -> None:
                found.append(await ok_with_progress(c, {"query": "passport"}, progress))

            async with anyio.create_task_group() as tg:
                tg.start_soon(search)
                await progress.wait(1)  # step 0 of 3, while the call waits on the index
                gate = await anyio.to_thread.run_sync(open, fifo, "wb", 0)
                with gate:
                    for n in (2, 3, 4):
                        await anyio.to_thread.run_sync(gate.write, b".")
                        await progress.wait(n)
    assert [s[:2] for s in progress.steps] == [(0, 3), (1, 3), (2, 3), (3, 3)]
    assert found[0]["total_found"] >= 2 and "indexing" not in found[0]


async def ok_with_progress(c: Client, args: dict[str, Any], progress: Progress) -> dict[str, Any]:
    result = await c.call_tool("search", args, progress_callback=progress)
    assert not result.is_error and result.structured_content is not None, text(result)
    return result.structured_content
