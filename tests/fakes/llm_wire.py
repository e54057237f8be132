"""Loopback HTTP servers that speak the LLM vendors' real wire formats.

Tests may not call real LLM APIs, so these fake the vendors instead: each is a tiny
stdlib HTTP server on 127.0.0.1 (port 0, served from a daemon thread) that answers the
real SDK clients from a queue of scripted responses and records every request body it
received, so a test can assert what the SDK actually sent (tools offered, tool_result
blocks / role "tool" messages fed back).

    FakeAnthropic   POST /v1/messages            Messages API (incl. 529 overloaded)
    FakeOpenAI      POST /v1/chat/completions    Chat Completions (incl. 503)

    with FakeAnthropic() as fake:
        fake.tool_use(("read_guideline", {}))
        fake.text("done")
        client = anthropic.AsyncAnthropic(base_url=fake.url, api_key="test", max_retries=0)
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

__all__ = ["FakeAnthropic", "FakeLLMServer", "FakeOpenAI", "Scripted"]

_ids = itertools.count(1)


@dataclass
class Scripted:
    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Received:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


class FakeLLMServer:
    """A scripted HTTP server: each POST to ``endpoint`` pops the next scripted response."""

    endpoint = "/"

    def __init__(self) -> None:
        self._queue: deque[Scripted] = deque()
        self._lock = threading.Lock()
        self.received: list[Received] = []
        self._server: HTTPServer | None = None
        self._thread: threading.Thread | None = None
        # A scripted model that reads what it is sent: called with each request body to the
        # endpoint before the queue is popped, it may enqueue the answer (see respond_with).
        self._responder: Callable[[Any], None] | None = None

    # -- lifecycle

    def start(self) -> FakeLLMServer:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - the stdlib's name
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length)
                try:
                    body: Any = json.loads(raw) if raw else None
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                reply = fake._record_and_pop(
                    Received(
                        "POST", self.path, {k.lower(): v for k, v in self.headers.items()}, body
                    )
                )
                data = json.dumps(reply.body).encode()
                self.send_response(reply.status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                for k, v in reply.headers.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass  # keep test output clean

        self._server = HTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> FakeLLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        assert self._server is not None, "start() the fake first"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    # -- script and record

    def enqueue(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        with self._lock:
            self._queue.append(Scripted(status, body, dict(headers or {})))

    def respond_with(self, responder: Callable[[Any], None]) -> None:
        """Answer each request by calling ``responder(body)``, which enqueues the answer
        (``tool_use``/``text``, ...): a model scripted on what it reads."""
        self._responder = responder

    def _record_and_pop(self, request: Received) -> Scripted:
        if self._responder is not None and request.path == self.endpoint:
            self._responder(request.body)
        with self._lock:
            self.received.append(request)
            if request.path != self.endpoint:
                return self._not_found(request.path)
            if not self._queue:
                return self._unscripted()
            return self._queue.popleft()

    @property
    def requests(self) -> list[Any]:
        """The JSON bodies received at the endpoint, in order."""
        with self._lock:
            return [r.body for r in self.received if r.path == self.endpoint]

    @property
    def pending(self) -> int:
        with self._lock:
            return len(self._queue)

    def _not_found(self, path: str) -> Scripted:
        return Scripted(404, {"error": {"message": f"fake: nothing at {path}"}})

    def _unscripted(self) -> Scripted:
        # 400, not 5xx: an unscripted call is a test bug and must not be retried away.
        return Scripted(400, {"error": {"message": "fake: no scripted response left"}})


class FakeAnthropic(FakeLLMServer):
    """The Anthropic Messages API (``POST /v1/messages``)."""

    endpoint = "/v1/messages"

    def __init__(self, model: str = "claude-test") -> None:
        super().__init__()
        self.model = model

    def message(
        self,
        content: list[dict[str, Any]],
        stop_reason: str,
        input_tokens: int = 10,
        output_tokens: int = 5,
    ) -> None:
        self.enqueue(
            200,
            {
                "id": f"msg_fake{next(_ids):04d}",
                "type": "message",
                "role": "assistant",
                "model": self.model,
                "content": content,
                "stop_reason": stop_reason,
                "stop_sequence": None,
                "usage": {"input_tokens": input_tokens, "output_tokens": output_tokens},
            },
        )

    def text(self, text: str, **usage: int) -> None:
        """A final answer: text only, ``stop_reason: end_turn``."""
        self.message([{"type": "text", "text": text}], "end_turn", **usage)

    def tool_use(
        self, *calls: tuple[str, dict[str, Any]], text: str = "", **usage: int
    ) -> list[str]:
        """An answer calling tools (``stop_reason: tool_use``); returns the tool_use ids."""
        content: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
        ids = []
        for name, arguments in calls:
            call_id = f"toolu_fake{next(_ids):04d}"
            ids.append(call_id)
            content.append({"type": "tool_use", "id": call_id, "name": name, "input": arguments})
        self.message(content, "tool_use", **usage)
        return ids

    def error(
        self, status: int, type_: str, message: str, headers: dict[str, str] | None = None
    ) -> None:
        self.enqueue(
            status, {"type": "error", "error": {"type": type_, "message": message}}, headers
        )

    def overloaded(self) -> None:
        self.error(529, "overloaded_error", "Overloaded")

    def unauthorized(self) -> None:
        self.error(401, "authentication_error", "invalid x-api-key")

    def _not_found(self, path: str) -> Scripted:
        return Scripted(
            404, {"type": "error", "error": {"type": "not_found_error", "message": path}}
        )

    def _unscripted(self) -> Scripted:
        return Scripted(
            400,
            {
                "type": "error",
                "error": {
                    "type": "invalid_request_error",
                    "message": "fake: no scripted response left",
                },
            },
        )


class FakeOpenAI(FakeLLMServer):
    """OpenAI Chat Completions (``POST /v1/chat/completions``); clients use ``url + '/v1'``."""

    endpoint = "/v1/chat/completions"

    def __init__(self, model: str = "gpt-test") -> None:
        super().__init__()
        self.model = model

    def completion(
        self,
        message: dict[str, Any],
        finish_reason: str,
        prompt_tokens: int = 10,
        completion_tokens: int = 5,
    ) -> None:
        self.enqueue(
            200,
            {
                "id": f"chatcmpl-fake{next(_ids):04d}",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": self.model,
                "choices": [
                    {
                        "index": 0,
                        "message": message,
                        "finish_reason": finish_reason,
                        "logprobs": None,
                    }
                ],
                "usage": {
                    "prompt_tokens": prompt_tokens,
                    "completion_tokens": completion_tokens,
                    "total_tokens": prompt_tokens + completion_tokens,
                },
            },
        )

    def text(self, text: str, **usage: int) -> None:
        """A final answer: ``finish_reason: stop``."""
        self.completion({"role": "assistant", "content": text}, "stop", **usage)

    def tool_calls(
        self, *calls: tuple[str, dict[str, Any] | str], text: str | None = None, **usage: int
    ) -> list[str]:
        """An answer calling functions (``finish_reason: tool_calls``). Arguments given as a
        str are sent verbatim — that is how a test sends malformed JSON. Returns the call ids."""
        ids = []
        wire = []
        for name, arguments in calls:
            call_id = f"call_fake{next(_ids):04d}"
            ids.append(call_id)
            raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
            wire.append(
                {"id": call_id, "type": "function", "function": {"name": name, "arguments": raw}}
            )
        self.completion(
            {"role": "assistant", "content": text, "tool_calls": wire}, "tool_calls", **usage
        )
        return ids

    def error(
        self, status: int, message: str, type_: str = "server_error", code: str | None = None
    ) -> None:
        self.enqueue(
            status, {"error": {"message": message, "type": type_, "param": None, "code": code}}
        )

    def unavailable(self) -> None:
        self.error(503, "The server is overloaded or not ready yet.", "server_error")

    def unauthorized(self) -> None:
        self.error(
            401, "Incorrect API key provided: test.", "invalid_request_error", "invalid_api_key"
        )
