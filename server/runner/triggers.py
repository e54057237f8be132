"""What wakes the headless organizer: a watchfiles watch on the inbox of a library on this
machine, or, for a remote library, its server's ``resources/updated`` notifications for the
pending suggestions. Each trigger only says "look here" (or "look again"); the runner
decides what to organize."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

import anyio
from anyio.abc import TaskGroup

from appclient import INBOX, classify_changes
from appclient.index.watching import WatchMode, watch_changes
from server.surface import PENDING_URI

__all__ = ["watch_inbox", "listen_to_server", "settled"]

log = logging.getLogger("mylifedb.runner")


async def watch_inbox(
    root: Path,
    tg: TaskGroup,
    on_file: Callable[[str], Coroutine[Any, Any, Any]],
    stop: anyio.Event,
    armed: anyio.Event,
) -> None:
    """Call ``on_file(rel)`` (in ``tg``) for each file added or changed under ``inbox/``."""
    from watchfiles import DefaultFilter

    inbox = root / INBOX
    inbox.mkdir(exist_ok=True)
    mode = WatchMode(root)  # polling on a network filesystem, or once inotify runs out
    try:
        async for batch in watch_changes(
            inbox, stop, mode, debounce_ms=50, step_ms=25, watch_filter=DefaultFilter()
        ):
            if not armed.is_set():
                log.info("watching %s (%s)", inbox, mode.describe())
            armed.set()
            for rel in classify_changes(root, batch.changes).arrived:
                if (root / rel).is_file():
                    tg.start_soon(on_file, rel)
    finally:
        armed.set()  # stopped before it armed: whoever waits for it must not wait forever


async def listen_to_server(
    client: Any,
    rescan_now: Callable[[], None],
    stop: anyio.Event,
    armed: anyio.Event,
    rescan_s: float,
) -> None:
    """A remote library is watched by its server: it says ``resources/updated`` for the
    pending suggestions whenever it re-indexed changed files; each one triggers a scan.
    Without a subscription (an older server) the periodic rescan is the trigger."""
    try:
        async with client.session.listen(resource_subscriptions=[PENDING_URI]) as updates:
            armed.set()
            async for _event in updates:
                rescan_now()
    except Exception as exc:  # no subscriptions: rescans alone
        log.warning(
            "cannot subscribe to the server's changes (%s); rescanning every %g s", exc, rescan_s
        )
    finally:
        armed.set()
    await stop.wait()


async def settled(
    signature: Callable[[], Awaitable[Any]], settle_s: float, checked: Callable[[], None]
) -> bool:
    """Wait until a file's ``signature()`` (size and mtime) holds still for ``settle_s``;
    False if it went away (None) meanwhile, or never settled (a partial download renamed to
    its final name arrives as a new event of its own). ``checked`` is told after each look."""
    last = None
    deadline = time.monotonic() + max(30.0, settle_s * 50)
    while time.monotonic() < deadline:
        sig = await signature()
        checked()
        if sig is None:
            return False
        if sig == last:
            return True
        last = sig
        await anyio.sleep(settle_s)
    return False
