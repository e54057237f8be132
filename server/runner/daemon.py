"""The headless organizer: inbox files → one tool-use run each → suggestions.

The runner is an MCP host. The model reaches the library only through the operations
``agent.py`` allows — the read tools plus ``create_suggestion`` for the one file of its
run, described as the MCP server lists them, their arguments checked by the same models,
every result spotlighted as untrusted data — and they run through an ``AppClient``: for a
library on this machine, in this process (``LocalAppClient``: the same operation bodies the
server's tools call); with ``--server-url``, a ``RemoteAppClient`` to that server, so
nothing of a remote run touches this machine. The runner's own bookkeeping (the inbox
listing, run records, auto-accept) goes through the same client, and the suggestion is
written once, with its maker's name as its source.

Triggers: for a library on this machine, a watchfiles watch on ``inbox/``; for a remote
one, the server's ``resources/updated`` notifications; in both cases a start-up scan for
inbox files with no suggestion yet and a periodic rescan as a safety net (watch events get
lost on network mounts). A file is taken only once its size and mtime have stopped changing.
"""

from __future__ import annotations

import logging
import os
import secrets
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import anyio
from anyio.abc import TaskGroup
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

from appclient import INBOX, AppClient, MyLifeDBError, Operation
from server.runner.agent import (
    SPOTLIGHT_EXEMPT,
    SUGGESTION_TOOL,
    agent_tools,
    call_tool,
    check_suggestion_target,
    new_nonce,
    passing_error,
    spotlight,
    system_prompt,
    task_message,
)
from server.runner.books import OUTCOME, announce, record_outcome
from server.runner.gate import RunnerConfig, SuggestionGate
from server.runner.loop import RunOutcome, run_tool_loop
from server.runner.providers import Prepares, Provider, Task, ToolSpec, UserText
from server.runner.triggers import listen_to_server, settled, watch_inbox

__all__ = ["RunnerConfig", "Runner"]

log = logging.getLogger("mylifedb.runner")

Signature = tuple[int, Any]


class Runner:
    """Organizes inbox files through ``client``: a LocalAppClient (the library on this
    machine, in process) or a RemoteAppClient (a server elsewhere)."""

    def __init__(self, client: AppClient, provider: Provider, config: RunnerConfig) -> None:
        self.client = client
        self.provider = provider
        self.config = config
        self.root: Path | None = client.library_root()  # a library on this machine, if any
        self._tools: dict[str, tuple[Operation[Any, Any], ToolSpec]] | None = None
        self._limiter = anyio.CapacityLimiter(max(1, config.concurrency))
        self._in_flight: set[str] = set()
        self._queued: set[str] = set()
        self._settling: set[str] = set()
        self._failures: dict[str, int] = {}
        self._retry: set[str] = set()  # failed for a passing reason: rescan once they end
        # One batch for every auto-accepted move of this runner: `mylifedb undo --run` takes
        # them back together.
        self.run_id = f"run-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(2)}"
        self._gate = SuggestionGate(config.min_confidence, tuple(config.exclude))
        self._idle = anyio.Event()
        self._idle.set()
        self.settle_checked = anyio.Event()  # set (and replaced) after each settle check
        self._kick = anyio.Event()  # a rescan now (the server said something changed)
        self.processed: list[tuple[str, RunOutcome]] = []

    # -- one run --------------------------------------------------------------------------

    async def tools(self) -> list[ToolSpec]:
        return [spec for _, spec in (await self._agent_tools()).values()]

    async def _agent_tools(self) -> dict[str, tuple[Operation[Any, Any], ToolSpec]]:
        if self._tools is None:
            offered = await self.client.offered_tools()  # a remote server's own list
            self._tools = {op.name: (op, spec) for op, spec in agent_tools(offered)}
        return self._tools

    @property
    def source(self) -> str:
        return f"agent:{self.provider.name}"

    async def _execute(
        self,
        name: str,
        args: dict[str, Any],
        *,
        path: str,
        nonce: str | None,
        gate: SuggestionGate | None = None,
    ) -> tuple[str, bool, Any]:
        tool = (await self._agent_tools()).get(name)
        if tool is None:
            return f"unknown tool {name!r}", True, None
        op = tool[0]
        if name == SUGGESTION_TOOL:
            refused = check_suggestion_target(args, path)
            if refused is not None:
                log.warning(
                    "refused a suggestion for another file than %s: %.200r",
                    path,
                    args.get("file_path"),
                )
                return refused, True, None
            answer, is_error = gate.check(args) if gate is not None else (None, False)
            if answer is not None:
                return answer, is_error, None
        fill = {"source": self.source, "file_path": path} if name == SUGGESTION_TOOL else None
        text, is_error, value = await call_tool(self.client, op, args, fill=fill)
        return (spotlight(name, text, nonce) if nonce else text), is_error, value

    async def _guideline(self) -> str:
        try:
            return await self.client.read_guideline()
        except MyLifeDBError:
            return "(guideline.md could not be read: use read_guideline)"

    async def organize(self, path: str) -> RunOutcome:
        """One organize run for one inbox file, recorded whatever happens."""
        async with self._limiter:
            t0 = time.perf_counter()
            nonce = None if self.provider.name in SPOTLIGHT_EXEMPT else new_nonce()
            gate = self._gate.fresh()

            passing: list[MyLifeDBError] = []  # then a failure to retry, never a decline

            async def execute(name: str, args: dict[str, Any]) -> tuple[str, bool, Any]:
                text, is_error, value = await self._execute(
                    name, args, path=path, nonce=nonce, gate=gate
                )
                if name == SUGGESTION_TOOL and is_error and passing_error(value, self.root, path):
                    passing.append(value)
                return text, is_error, value

            task = Task(path=path, corpus=self.client.corpus(), source=self.source)
            try:
                await self.client.refresh([path])
                system = system_prompt(await self._guideline(), nonce or "none")
                outcome = await run_tool_loop(
                    self.provider,
                    system,
                    UserText(task_message(path), task=task),
                    await self.tools(),
                    execute,
                    max_turns=self.config.max_turns,
                    timeout_s=self.config.timeout_s,
                    retry=self.config.retry,
                    suggestion_tool=SUGGESTION_TOOL,
                )
            except MyLifeDBError as exc:
                outcome = RunOutcome(
                    turns=0,
                    input_tokens=0,
                    output_tokens=0,
                    latency_ms=int((time.perf_counter() - t0) * 1000),
                    outcome="failed",
                    error=str(exc),
                    final_text="",
                    tool_calls=[],
                )
            if outcome.outcome == "declined" and passing:
                outcome.outcome = "failed"
                outcome.error = f"the suggestion could not be recorded: {passing[-1]}"
                self._retry.add(path)
            held = gate.decline_reason()
            if held is not None and outcome.outcome == "suggested":
                outcome.outcome, outcome.error = "declined", held
                outcome.suggestion = None
            suggestion, error = await record_outcome(self.client, self.provider, path, outcome)
            self.processed.append((path, outcome))
            if suggestion is not None:
                announce(suggestion, self.config.events)
                await self._maybe_auto_accept(suggestion)
            elif outcome.outcome == "failed":
                self._failures[path] = self._failures.get(path, 0) + 1
                log.warning(
                    "organizing %s failed (%s); it stays in the inbox for the next scan",
                    path,
                    error,
                    extra={OUTCOME: "failed"},
                )
            else:  # recorded with the run: not asked again until the file or library changes
                log.info("no suggestion for %s: %s", path, error, extra={OUTCOME: "declined"})
            return outcome

    async def _maybe_auto_accept(self, s: Any) -> None:
        t = self.config.auto_accept
        if t is None or s.confidence < t:
            return
        try:
            res = await self.client.resolve_suggestion(s.id, "accept", run_id=self.run_id)
            log.info(
                "auto-accepted %s (confidence %.2f >= %.2f): %s (undo: mylifedb undo --run %s)",
                s.id,
                s.confidence,
                t,
                res.new_path,
                self.run_id,
            )
        except MyLifeDBError as exc:
            log.warning("auto-accept of %s failed: %s", s.id, exc)

    # -- which files ----------------------------------------------------------------------

    async def _signature(self, path: str) -> Signature | None:
        """Size and modification time: from the disk here, or from the server's index
        (brought up to date for the file first) for a remote library. None: gone."""
        if self.root is not None:
            try:
                st = os.stat(self.root / path)
            except OSError:
                return None
            return st.st_size, st.st_mtime_ns
        try:
            await self.client.refresh([path])
            detail = await self.client.get_file(path)
        except MyLifeDBError:
            return None
        return detail.size, detail.modified_at

    async def wants(self, path: str) -> bool:
        """Whether a path should get a run now: not running, not failed too often. (Files
        with a suggestion, or a decline that still holds, the core leaves out.)"""
        return (
            path not in self._in_flight and self._failures.get(path, 0) < self.config.max_failures
        )

    async def pending_inbox_files(self) -> list[str]:
        await self.client.refresh([INBOX.rstrip("/")])
        return [p for p in await self.client.inbox_files() if await self.wants(p)]

    async def run_once(self) -> list[tuple[str, RunOutcome]]:
        """Process every inbox file that has no suggestion yet, then return."""
        paths = await self.pending_inbox_files()
        async with anyio.create_task_group() as tg:
            for p in paths:
                tg.start_soon(self._guarded, p)
        return self.processed

    async def _guarded(self, path: str) -> None:
        if path in self._in_flight:
            return
        self._in_flight.add(path)
        self._update_idle()
        try:
            await self.organize(path)
        except Exception:  # one file's bug must not stop the daemon
            log.exception("organizing %s crashed", path)
            self._failures[path] = self._failures.get(path, 0) + 1
        finally:
            self._in_flight.discard(path)
            self._update_idle()
            if path in self._retry:  # a passing failure: look at the inbox again now
                self._retry.discard(path)
                self._kick.set()

    def _update_idle(self) -> None:
        if not (self._queued or self._in_flight or self._settling):
            self._idle.set()
        elif self._idle.is_set():
            self._idle = anyio.Event()

    async def wait_idle(self) -> None:
        """Until nothing is settling, queued or running (an event, for tests)."""
        while self._queued or self._in_flight or self._settling:
            await self._idle.wait()

    # -- the daemon -----------------------------------------------------------------------

    async def watch(
        self, *, ready: Callable[[], None] | None = None, stop: anyio.Event | None = None
    ) -> None:
        """Run until cancelled (or ``stop`` is set): watch, start-up scan, periodic rescan.
        ``ready`` is called once the trigger is armed (the inbox watch, or the server
        subscription) and the start-up scan has run: a file that arrives after it is seen."""
        send, receive = anyio.create_memory_object_stream[str](self.config.queue_size)
        stop = stop or anyio.Event()
        self._kick = anyio.Event()
        scanned = anyio.Event()
        async with send, receive, anyio.create_task_group() as tg:
            armed = anyio.Event()

            async def on_file(rel: str) -> None:
                await self._settle_then_enqueue(rel, send)

            if self.root is not None:
                tg.start_soon(watch_inbox, self.root, tg, on_file, stop, armed)
            else:
                tg.start_soon(
                    listen_to_server,
                    self.client,
                    self._kick.set,
                    stop,
                    armed,
                    self.config.rescan_s,
                )
            for _ in range(max(1, self.config.concurrency)):
                tg.start_soon(self._worker, receive)
            tg.start_soon(self._vectors_behind)
            tg.start_soon(self._warm)
            await armed.wait()
            tg.start_soon(self._rescanner, tg, send, stop, scanned)
            await scanned.wait()
            if ready:
                ready()
            await stop.wait()
            self._kick.set()
            tg.cancel_scope.cancel()

    async def _enqueue(self, paths: Iterable[str], send: MemoryObjectSendStream[str]) -> None:
        for p in paths:
            if p in self._queued or not await self.wants(p):
                continue
            self._queued.add(p)
            self._update_idle()
            await send.send(p)

    async def _settle_then_enqueue(self, rel: str, send: MemoryObjectSendStream[str]) -> None:
        if rel in self._settling:
            return
        self._settling.add(rel)
        self._update_idle()
        try:
            if await self._settled(rel):
                await self._enqueue([rel], send)
        finally:
            self._settling.discard(rel)
            self._update_idle()

    async def _rescanner(
        self,
        tg: TaskGroup,
        send: MemoryObjectSendStream[str],
        stop: anyio.Event,
        scanned: anyio.Event,
    ) -> None:
        try:
            while not stop.is_set():
                try:
                    # Through the settle wait too: a file found mid-copy is not taken early.
                    for p in await self.pending_inbox_files():
                        tg.start_soon(self._settle_then_enqueue, p, send)
                except MyLifeDBError as exc:
                    log.warning("inbox scan failed: %s", exc)
                scanned.set()
                with anyio.move_on_after(self.config.rescan_s):
                    await self._kick.wait()
                self._kick = anyio.Event()
        finally:
            scanned.set()  # stopped before the first scan: whoever waits must not wait forever

    async def _vectors_behind(self) -> None:
        """Indexing's second phase for a library on this machine: files the runner's
        refreshes left without a vector get one, in the background (search reads them)."""
        try:
            await self.client.vectors_behind()
        except Exception:  # the organizer does not need them: it goes on without
            log.exception("making vectors in the background failed")

    async def _warm(self) -> None:
        """The offline organizer fits or loads its model now, not on the first file."""
        try:
            if isinstance(self.provider, Prepares):
                await self.provider.warm(self.client)
        except Exception:  # the first run fits it instead
            log.exception("preparing the %s organizer failed", self.provider.name)

    async def _worker(self, receive: MemoryObjectReceiveStream[str]) -> None:
        async for p in receive:
            try:  # no suggestion since it was queued, and no decline that still holds
                await self.client.refresh([p])  # a new arrival is not indexed yet
                if p in await self.client.inbox_files([p]):
                    await self._guarded(p)
            finally:
                self._queued.discard(p)
                self._update_idle()

    async def _settled(self, rel: str) -> bool:
        def checked() -> None:
            self.settle_checked.set()
            self.settle_checked = anyio.Event()

        return await settled(lambda: self._signature(rel), self.config.settle_s, checked)
