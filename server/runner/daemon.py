"""The headless organizer: inbox files → one tool-use run each → suggestions.

The runner is an MCP host. It reaches the library only through an MCP client session
(in-memory to our own server by default, or ``--server-url`` for a remote one), offers the
model the read-only tools plus ``create_suggestion`` — never a tool that moves — and runs
the vendor-neutral loop of ``server.runner.loop`` for each file. File contents are untrusted
data (they can carry prompt injection): the worst a hijacked run can do is leave a wrong
suggestion, which nothing moves until the person accepts it (or ``--auto-accept`` passes).

Triggers: a watchfiles watch on ``inbox/``, a start-up scan for inbox files with no
suggestion yet, and a periodic rescan as a safety net (watch events get lost on network
mounts). A file is taken only once its size and mtime have stopped changing.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, TextIO

import anyio
from anyio.abc import TaskGroup

from appclient import LocalAppClient, MyLifeDBError
from appclient.corpus import Corpus
from appclient.local import INBOX
from appclient.paths import is_ignored_rel
from server.mcp.prompts import render_prompt
from server.runner.loop import RetryPolicy, RunOutcome, run_tool_loop
from server.runner.providers import Provider, ToolSpec

__all__ = ["AGENT_TOOLS", "RunnerConfig", "Runner", "mcp_session", "tools_for_agent"]

log = logging.getLogger("mylifedb.runner")

# The auto-organizer's whole tool belt: reading, plus leaving a suggestion. Nothing that
# moves, resolves or deletes, whatever the server offers.
AGENT_TOOLS = ("read_guideline", "get_folder_tree", "get_file", "search", "list_recent_files",
               "list_suggestions", "create_suggestion")
SUGGESTION_TOOL = "create_suggestion"


@dataclass
class RunnerConfig:
    concurrency: int = 2
    queue_size: int = 1000
    max_turns: int = 10
    timeout_s: float = 120.0
    settle_s: float = 0.4          # a file must keep size and mtime this long before it's taken
    rescan_s: float = 60.0         # the safety-net rescan period
    max_failures: int = 3          # failed runs per file before the daemon leaves it for now
    auto_accept: float | None = None
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    events: TextIO | None = None   # JSON lines about new suggestions (default stderr)


def tools_for_agent(listed: Iterable[Any]) -> list[ToolSpec]:
    """The agent's ToolSpecs from a tools/list answer: the allow-list, and of those only
    tools the server itself declares as not destructive."""
    out = []
    for t in listed:
        if t.name not in AGENT_TOOLS:
            continue
        ann = getattr(t, "annotations", None)
        if ann is not None and getattr(ann, "destructive_hint", None):
            continue
        out.append(ToolSpec(name=t.name, description=t.description or "", input_schema=t.input_schema))
    return out


def _result_text(result: Any) -> str:
    if getattr(result, "structured_content", None) is not None:
        return json.dumps(result.structured_content, ensure_ascii=False, default=str)
    parts = [getattr(c, "text", "") for c in (result.content or [])]
    return "\n".join(p for p in parts if p)


@asynccontextmanager
async def mcp_session(client: LocalAppClient | None, server_url: str | None,
                      token: str | None = None) -> AsyncIterator[Any]:
    """An MCP client session: in-memory to our own server over ``client``, or streamable
    HTTP to ``server_url`` (with ``$MYLIFEDB_TOKEN`` as bearer token when set)."""
    from mcp import Client

    if server_url:
        from appclient.remote import http_transport

        async with Client(http_transport(server_url, token)) as session:
            yield session
        return
    from server.mcp.server import build_server

    assert client is not None
    server = build_server(client, index_on_start=False, watch=False)
    async with Client(server) as session:
        session.mylifedb_server = server  # type: ignore[attr-defined]  # for notifications
        yield session


class Runner:
    """Organizes inbox files through an MCP session. ``client`` is the local library (for
    indexing, run records and the inbox scan); the model only ever sees the session."""

    def __init__(self, client: LocalAppClient, provider: Provider, config: RunnerConfig,
                 session: Any) -> None:
        self.client = client
        self.provider = provider
        self.config = config
        self.session = session
        self._tools: list[ToolSpec] | None = None
        self._limiter = anyio.CapacityLimiter(max(1, config.concurrency))
        self._in_flight: set[str] = set()
        self._failures: dict[str, int] = {}
        self._declined: dict[str, int] = {}  # path -> mtime_ns it was declined at
        self.processed: list[tuple[str, RunOutcome]] = []
        bind = getattr(provider, "bind_corpus", None)  # the offline organizer learns from the whole library
        if bind is not None and isinstance(client, Corpus):
            bind(client)

    async def tools(self) -> list[ToolSpec]:
        if self._tools is None:
            listed = await self.session.list_tools()
            self._tools = tools_for_agent(listed.tools)
        return self._tools

    async def _execute(self, name: str, args: dict[str, Any]) -> tuple[str, bool]:
        if name not in {t.name for t in await self.tools()}:
            return f"unknown tool {name!r}", True
        result = await self.session.call_tool(name, args)
        return _result_text(result), bool(result.is_error)

    async def _system_prompt(self) -> str:
        guideline, _ = await self._execute("read_guideline", {})
        try:
            guideline = json.loads(guideline).get("result", guideline)
        except (ValueError, AttributeError):
            pass
        recent_text, is_error = await self._execute("list_recent_files", {"limit": 5, "folder": INBOX})
        lines = []
        if not is_error:
            for f in json.loads(recent_text).get("files", []):
                lines.append(f"- {f['path']} ({f['mime_type']}, {str(f['added_at'])[:10]})")
        return render_prompt("agent_system", guideline_content=guideline,
                             recent_inbox_files="\n".join(lines) or "No recent files in inbox.")

    async def organize(self, path: str) -> RunOutcome:
        """One organize run for one inbox file, recorded whatever happens."""
        async with self._limiter:
            t0 = time.perf_counter()
            try:
                await self.client.refresh([path])
                system = await self._system_prompt()
                outcome = await run_tool_loop(
                    self.provider, system,
                    f"A new file has arrived in inbox: {path}. Analyze it and suggest where it should be organized.",
                    await self.tools(), self._execute, max_turns=self.config.max_turns,
                    timeout_s=self.config.timeout_s, retry=self.config.retry,
                    suggestion_tool=SUGGESTION_TOOL,
                )
            except MyLifeDBError as exc:
                outcome = RunOutcome(turns=0, input_tokens=0, output_tokens=0,
                                     latency_ms=int((time.perf_counter() - t0) * 1000), outcome="failed",
                                     error=str(exc), final_text="", tool_calls=[])
            suggestion = await self.client.get_pending_suggestion(path) if outcome.outcome == "suggested" else None
            if suggestion is not None:
                await self.client.set_suggestion_source(suggestion.id, f"agent:{self.provider.name}")
            error = outcome.error
            if outcome.outcome == "declined" and not error:
                error = (outcome.final_text or "the model made no suggestion")[:500]
            await self.client.record_run(
                file_path=path, provider=self.provider.name, model=self.provider.model, turns=outcome.turns,
                input_tokens=outcome.input_tokens, output_tokens=outcome.output_tokens,
                latency_ms=outcome.latency_ms, outcome=outcome.outcome, error=error,
                suggestion_id=suggestion.id if suggestion else None,
            )
            self.processed.append((path, outcome))
            if suggestion is not None:
                await self._announce(suggestion)
                await self._maybe_auto_accept(suggestion)
            elif outcome.outcome == "failed":
                self._failures[path] = self._failures.get(path, 0) + 1
                log.warning("organizing %s failed (%s); it stays in the inbox for the next scan", path, error)
            else:
                self._declined[path] = self._mtime(path)
                log.info("no suggestion for %s: %s", path, error)
            return outcome

    async def _announce(self, s: Any) -> None:
        line = json.dumps({"event": "suggestion", "id": s.id, "file_path": s.file_path,
                           "target_folder": s.target_folder, "confidence": s.confidence,
                           "reasoning": s.reasoning, "creates_folder": s.creates_folder})
        out = self.config.events or sys.stderr  # never stdout: that is the stdio transport
        out.write(line + "\n")
        out.flush()
        server = getattr(self.session, "mylifedb_server", None)
        notifier = getattr(server, "mylifedb_notifier", None)
        if notifier is not None:
            from server.mcp.resources import PENDING_URI

            await notifier.resource_updated(PENDING_URI)

    async def _maybe_auto_accept(self, s: Any) -> None:
        t = self.config.auto_accept
        if t is None or s.confidence < t:
            return
        try:
            res = await self.client.resolve_suggestion(s.id, "accept")
            log.info("auto-accepted %s (confidence %.2f >= %.2f): %s", s.id, s.confidence, t, res.new_path)
        except MyLifeDBError as exc:
            log.warning("auto-accept of %s failed: %s", s.id, exc)

    def _mtime(self, path: str) -> int:
        try:
            return os.stat(self.client.root / path).st_mtime_ns
        except OSError:
            return -1

    def wants(self, path: str) -> bool:
        """Whether a path should get a run now (the inbox scan already dropped files that
        have a suggestion)."""
        if path in self._in_flight or self._failures.get(path, 0) >= self.config.max_failures:
            return False
        return self._declined.get(path) != self._mtime(path)

    async def pending_inbox_files(self) -> list[str]:
        await self.client.refresh([INBOX.rstrip("/")])
        return [p for p in await self.client.inbox_files_without_suggestion() if self.wants(p)]

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
        try:
            await self.organize(path)
        except Exception:  # one file's bug must not stop the daemon
            log.exception("organizing %s crashed", path)
            self._failures[path] = self._failures.get(path, 0) + 1
        finally:
            self._in_flight.discard(path)

    async def watch(self, *, ready: Callable[[], None] | None = None,
                    stop: anyio.Event | None = None) -> None:
        """Run until cancelled (or ``stop`` is set): watch, start-up scan, periodic rescan."""
        from watchfiles import Change, awatch

        inbox = self.client.root / INBOX
        inbox.mkdir(exist_ok=True)
        send, receive = anyio.create_memory_object_stream[str](self.config.queue_size)
        queued: set[str] = set()
        stop = stop or anyio.Event()

        async def enqueue(paths: Iterable[str]) -> None:
            for p in paths:
                if p in queued or not self.wants(p):
                    continue
                queued.add(p)
                await send.send(p)

        async def settle_then_enqueue(rel: str) -> None:
            if await self._settled(rel):
                await enqueue([rel])

        async def watcher(tg: TaskGroup) -> None:
            async for changes in awatch(inbox, stop_event=stop, debounce=50, step=25,
                                        recursive=True, force_polling=None):
                for change, abspath in changes:
                    if change == Change.deleted:
                        continue
                    rel = os.path.relpath(abspath, self.client.root).replace(os.sep, "/")
                    if is_ignored_rel(rel) or not os.path.isfile(abspath):
                        continue
                    tg.start_soon(settle_then_enqueue, rel)

        async def rescanner() -> None:
            while not stop.is_set():
                try:
                    await enqueue(await self.pending_inbox_files())
                except MyLifeDBError as exc:
                    log.warning("inbox scan failed: %s", exc)
                with anyio.move_on_after(self.config.rescan_s):
                    await stop.wait()

        async def worker() -> None:
            async for p in receive:
                try:
                    if await self.client.get_pending_suggestion(p) is None:
                        await self._guarded(p)
                finally:
                    queued.discard(p)

        async with send, receive, anyio.create_task_group() as tg:
            tg.start_soon(watcher, tg)
            for _ in range(max(1, self.config.concurrency)):
                tg.start_soon(worker)
            tg.start_soon(rescanner)
            if ready:
                ready()
            await stop.wait()
            tg.cancel_scope.cancel()

    async def _settled(self, rel: str) -> bool:
        """Wait until size and mtime hold still for ``settle_s``; False if the file went away
        or was ignored meanwhile (a partial download renamed to its final name arrives as a
        new event of its own)."""
        path = self.client.root / rel
        last = None
        deadline = time.monotonic() + max(30.0, self.config.settle_s * 50)
        while time.monotonic() < deadline:
            try:
                st = os.stat(path)
            except OSError:
                return False
            sig = (st.st_size, st.st_mtime_ns)
            if sig == last:
                return True
            last = sig
            await anyio.sleep(self.config.settle_s)
        return False
