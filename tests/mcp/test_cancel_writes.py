"""Cancelled writes leave nothing behind (issue 33, item 1): a ``resolve_suggestion`` accept,
a ``review_accept_batch`` or a ``mylifedb/refresh`` cancelled by ``notifications/cancelled``
at any point — before its transaction begins, inside it, at its commit, between the journal
and the move — rolls back and releases the connection. Every later write works, another
process is never locked out, and a suggestion is ``accepted`` exactly when its file moved.

The cancellation points are drawn from a seeded generator (a number of scheduler turns
before the client cancels), so a failure replays; nothing waits on a clock."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import anyio
import anyio.lowlevel
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from mcp_types import Request

from appclient import LocalAppClient, Settings, ops
from appclient.remote import rpc
from server.app import build_server
from tests.fixtures import open_library
from tests.fixtures.mcp import ok

ROUNDS = 40


async def _cancel_after(turns: int, call: Any) -> None:
    """Start ``call()``, let the scheduler run ``turns`` times, then cancel it (the client
    sends ``notifications/cancelled`` for the request in flight)."""
    with anyio.CancelScope() as scope:
        async with anyio.create_task_group() as tg:
            tg.start_soon(call)
            for _ in range(turns):
                await anyio.lowlevel.checkpoint()
            scope.cancel()


def _consistent(root: Path, suggestions: list[dict[str, Any]]) -> list[str]:
    """Suggestions whose status and file disagree: accepted with the file still in the
    inbox, or pending with the file gone from it."""
    wrong = []
    for s in suggestions:
        in_inbox = (root / s["file_path"]).is_file()
        if s["status"] == "accepted" and in_inbox:
            wrong.append(f"{s['id']} accepted but {s['file_path']} is still there")
        if s["status"] == "pending" and not in_inbox:
            wrong.append(f"{s['id']} pending but {s['file_path']} is gone")
    return wrong


async def _another_process_can_write(tmp_path: Path) -> None:
    """A second client on the same index (as the CLI in another process would be) writes."""
    other = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        with anyio.fail_after(30):
            sug = await other.create_suggestion("inbox/control.txt", "life/", "a control", 0.5)
            await other.resolve_suggestion(sug.id, "reject")
    finally:
        await other.aclose()


async def test_cancelled_accepts_batches_and_refreshes_leave_nothing_stuck(
    tmp_path: Path,
) -> None:
    files = {f"inbox/letter {n}.txt": f"visa letter number {n}\n" for n in range(ROUNDS * 2)}
    files["inbox/control.txt"] = "a control file\n"
    files["life/gov docs/passport.txt"] = "passport\n"
    files["life/readme.txt"] = "life\n"
    inner = await open_library(tmp_path, files)
    rng = random.Random(33)
    root = tmp_path / "lib"
    try:
        server = build_server(inner, index_on_start=False, watch=False)
        apps = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
        async with Client(server, mode="legacy", extensions=[apps]) as c:
            made = []
            for n in range(ROUNDS * 2):
                made.append(
                    (
                        await ok(
                            c,
                            "create_suggestion",
                            {
                                "file_path": f"inbox/letter {n}.txt",
                                "target_folder": "life/gov docs/",
                                "reasoning": "a visa letter",
                                "confidence": 0.95,
                            },
                        )
                    )["id"]
                )
            for n in range(ROUNDS):
                kind = n % 3
                turns = rng.randrange(0, 120)
                if kind == 0:
                    sid = made[n]

                    async def accept(sid: str = sid) -> None:
                        await c.call_tool(
                            "resolve_suggestion", {"suggestion_id": sid, "action": "accept"}
                        )

                    await _cancel_after(turns, accept)
                elif kind == 1:
                    ids = made[ROUNDS + n - 1 : ROUNDS + n + 1]

                    async def batch(ids: list[str] = ids) -> None:
                        await c.call_tool("review_accept_batch", {"suggestion_ids": ids})

                    await _cancel_after(turns, batch)
                else:

                    async def refresh() -> None:
                        await c.session.send_request(
                            Request[rpc.OperationParams, str](
                                method=rpc.method_name(ops.refresh),
                                params=rpc.OperationParams(),
                            ),
                            rpc.OperationResult,
                        )

                    await _cancel_after(turns, refresh)
                print("round", n, kind, turns)
                # Every later write still works on this server (it waits behind any move a
                # cancelled call is still settling: moves are taken one at a time).
                with anyio.fail_after(30):
                    control = await ok(
                        c,
                        "create_suggestion",
                        {
                            "file_path": "inbox/control.txt",
                            "target_folder": "life/",
                            "reasoning": "control",
                            "confidence": 0.5,
                        },
                    )
                    await ok(
                        c,
                        "resolve_suggestion",
                        {"suggestion_id": control["id"], "action": "reject"},
                    )
                listed = [
                    *(await ok(c, "list_suggestions", {"status": "pending", "limit": 100}))[
                        "suggestions"
                    ],
                    *(await ok(c, "list_suggestions", {"status": "accepted", "limit": 100}))[
                        "suggestions"
                    ],
                ]
                assert _consistent(root, listed) == [], f"round {n}, {turns} turns"
        await _another_process_can_write(tmp_path)
    finally:
        await inner.aclose()
