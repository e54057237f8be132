"""The watch on a library goes on when inotify cannot: polling from the start on a network
filesystem, and taken over with one warning line when the system's inotify limits run out
— for real, as a second user (`nobody`) whose inotify instances are all taken, where the
machine allows; injected into the server's own watch otherwise. `status` says which."""

from __future__ import annotations

import json
import logging
import shutil
import textwrap
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client

import appclient.index.watching as watching_module
from appclient import LocalAppClient
from appclient.index.watching import WatchMode, network_filesystem, watch_exhausted
from server.app import build_server
from server.surface import STATUS_URI
from tests.fixtures.mcp import ok
from tests.fixtures.other_user import as_nobody, needs_other_user, project_path, shared_tmp


def test_a_network_filesystem_is_watched_by_polling(tmp_path: Path) -> None:
    mounts = tmp_path / "mounts"
    share = tmp_path / "my share"
    (share / "lib").mkdir(parents=True)
    escaped = str(share).replace(" ", "\\040")
    mounts.write_text(
        f"/dev/sda1 / ext4 rw 0 0\nnas:/export {escaped} nfs4 rw 0 0\n"
        f"tmpfs {escaped}/lib/tmp tmpfs rw 0 0\n"
    )
    assert network_filesystem(share / "lib", str(mounts)) == "nfs4"
    assert network_filesystem(share / "lib" / "tmp", str(mounts)) is None
    assert network_filesystem(tmp_path, str(mounts)) is None
    assert watch_exhausted(RuntimeError("Error creating recommended watcher: Too many open files"))
    assert watch_exhausted(OSError(28, "No space left on device"))
    assert not watch_exhausted(OSError(19, "No such device"))
    assert not WatchMode(tmp_path).polling


class ExhaustedInotify:
    """``watchfiles.awatch`` as it behaves when inotify has run out: native watching fails
    as the Rust backend reports it; polling works (the real awatch)."""

    def __init__(self) -> None:
        self.real = watching_module.awatch
        self.native_tries = 0

    def __call__(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        if not kwargs.get("force_polling"):
            self.native_tries += 1
            return self._fail()
        return self.real(*args, **kwargs)  # type: ignore[no-any-return]

    async def _fail(self) -> AsyncIterator[Any]:
        raise RuntimeError('OS file watch limit reached. about ["/lib"]')
        yield  # an async generator, like awatch


async def test_the_server_watch_falls_back_to_polling(
    app: LocalAppClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    fake = ExhaustedInotify()
    monkeypatch.setattr(watching_module, "awatch", fake)
    server = build_server(app, index_on_start=False, debounce_ms=100, step_ms=50)
    runtime = server.context.runtime  # type: ignore[attr-defined]
    with caplog.at_level(logging.WARNING, logger="mylifedb.watch"):
        async with Client(server) as c:
            with anyio.fail_after(20):
                await runtime.watching.wait()
            state = json.loads((await c.read_resource(STATUS_URI)).contents[0].text)
            assert state["watching"] == "polling (the system's inotify limit is reached)"
            assert state["problems"] == {} and state["watcher_restarts"] == 0
            (app.root / "inbox" / "visa.txt").write_text("Schengen visa application\n")
            with anyio.fail_after(20):
                while (await ok(c, "search", {"query": "schengen"}))["total_found"] != 1:
                    await runtime.refreshed.wait()
    assert fake.native_tries == 1
    warned = [r for r in caplog.records if "polling" in r.getMessage()]
    assert len(warned) == 1 and "max_user_watches" in warned[0].getMessage()


@needs_other_user
def test_the_inbox_watch_goes_on_when_inotify_instances_run_out() -> None:
    """As `nobody`, with every inotify instance that user may have taken: the organizer's
    inbox watch still sees a new file (by polling), after one warning line."""
    paths = project_path()
    if paths is None:
        pytest.skip("another user cannot import this checkout (its folders are private)")
    base = shared_tmp()
    try:
        (base / "lib" / "inbox").mkdir(parents=True)
        for p in (base, base / "lib", base / "lib" / "inbox"):
            p.chmod(0o777)
        code = textwrap.dedent(
            f"""
            import sys
            sys.path[:0] = {paths!r}
            import ctypes, logging
            from pathlib import Path
            import anyio
            logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
            libc = ctypes.CDLL(None, use_errno=True)
            held = []
            for _ in range(10_000):
                fd = libc.inotify_init1(0)
                if fd < 0:
                    break
                held.append(fd)
            print("held", len(held), "errno", ctypes.get_errno(), flush=True)
            from server.runner.triggers import watch_inbox
            root = Path({str(base / "lib")!r})
            async def main():
                seen, stop, armed = [], anyio.Event(), anyio.Event()
                async def on_file(rel):
                    seen.append(rel)
                    stop.set()
                with anyio.fail_after(60):
                    async with anyio.create_task_group() as tg:
                        tg.start_soon(watch_inbox, root, tg, on_file, stop, armed)
                        await armed.wait()
                        (root / "inbox" / "scan.pdf").write_bytes(b"%PDF-1.4")
                        await stop.wait()
                print("seen", seen, flush=True)
            anyio.run(main)
            """
        )
        got = as_nobody(code, timeout=90)
        assert got.returncode == 0, got.stderr[-2000:]
        held = got.stdout.split("\n")[0]
        assert held.startswith("held ") and held.endswith("errno 24"), got.stdout
        assert "seen ['inbox/scan.pdf']" in got.stdout
        assert got.stderr.count("watching by polling") == 1, got.stderr
    finally:
        shutil.rmtree(base, ignore_errors=True)
