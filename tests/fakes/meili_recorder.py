"""A loopback HTTP server that speaks enough of Meilisearch's wire format (v1.x) for the
real ``meilisearch`` client to talk to it, and records every request.

It fakes Meilisearch because no server can be installed where these tests run. It keeps
indexes, settings, documents and tasks in memory; tasks are applied at once and report
'succeeded' (or stay 'processing' for ``task_polls_before_done`` polls). Search is a naive
word match over name/path/content with the "last" matching strategy (documents holding the
first k query words rank at level k, as in Meilisearch) that answers in Meilisearch's shapes
(``_formatted`` with the requested tags and crop, ``_matchesPosition``, ``_rankingScore``,
``totalHits`` in page mode, capped at ``maxTotalHits``, else ``estimatedTotalHits``) and
evaluates exactly the filter grammar the backend emits (``attr = "value"`` joined by AND,
with backslash escapes).

Scripted faults: ``fail(method, path_regex, status, times)`` answers the next ``times``
matching requests with ``status``; ``api_key`` makes every route but /health demand
``Authorization: Bearer <key>`` (401 when missing, 403 when wrong, like Meilisearch).
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

__all__ = ["MeiliRecorder", "Recorded"]

LINK = "https://docs.meilisearch.com/errors#"


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _error(message: str, code: str, type_: str = "invalid_request") -> dict[str, Any]:
    return {"message": message, "code": code, "type": type_, "link": LINK + code}


def default_settings() -> dict[str, Any]:
    return {
        "displayedAttributes": ["*"],
        "searchableAttributes": ["*"],
        "filterableAttributes": [],
        "sortableAttributes": [],
        "rankingRules": ["words", "typo", "proximity", "attribute", "sort", "exactness"],
        "stopWords": [],
        "nonSeparatorTokens": [],
        "separatorTokens": [],
        "dictionary": [],
        "synonyms": {},
        "distinctAttribute": None,
        "proximityPrecision": "byWord",
        "typoTolerance": {
            "enabled": True,
            "minWordSizeForTypos": {"oneTypo": 5, "twoTypos": 9},
            "disableOnWords": [],
            "disableOnAttributes": [],
        },
        "faceting": {"maxValuesPerFacet": 100, "sortFacetValuesBy": {"*": "alpha"}},
        "pagination": {"maxTotalHits": 1000},
        "embedders": {},
        "searchCutoffMs": None,
        "localizedAttributes": None,
        "facetSearch": True,
        "prefixSearch": "indexingTime",
    }


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, list[str]]
    body: Any
    headers: dict[str, str]


@dataclass
class _Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    times: int
    body: Any


@dataclass
class _Index:
    uid: str
    primary_key: str | None
    created_at: str = field(default_factory=_now)
    settings: dict[str, Any] = field(default_factory=default_settings)
    docs: dict[str, dict[str, Any]] = field(default_factory=dict)


_COND = re.compile(r'\s*([A-Za-z0-9_.-]+)\s*=\s*"((?:[^"\\]|\\.)*)"\s*')


def parse_filter(expr: str) -> list[tuple[str, str]]:
    """The subset the backend emits: ``attr = "value" [AND attr = "value"]...``."""
    conds: list[tuple[str, str]] = []
    pos = 0
    while True:
        m = _COND.match(expr, pos)
        if not m:
            raise ValueError(f"invalid filter at {pos}: {expr!r}")
        conds.append((m.group(1), re.sub(r"\\(.)", r"\1", m.group(2))))
        pos = m.end()
        if pos == len(expr):
            return conds
        if not expr.startswith("AND ", pos):
            raise ValueError(f"expected AND at {pos}: {expr!r}")
        pos += 4


class MeiliRecorder:
    def __init__(self, api_key: str | None = None) -> None:
        self.api_key = api_key
        self.requests: list[Recorded] = []
        self.indexes: dict[str, _Index] = {}
        self.tasks: dict[int, dict[str, Any]] = {}
        self.task_polls_before_done = 0
        self.fail_task_types: dict[str, dict[str, Any]] = {}  # task type -> error object
        self._faults: list[_Fault] = []
        self._polls: dict[int, int] = {}
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- control -------------------------------------------------------------------------

    def start(self) -> MeiliRecorder:
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                recorder._handle(self)

            do_POST = do_PUT = do_PATCH = do_DELETE = do_GET

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> MeiliRecorder:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def fail(
        self, method: str, path_regex: str, status: int, *, times: int = 1, body: Any = None
    ) -> None:
        self._faults.append(_Fault(method.upper(), re.compile(path_regex), status, times, body))

    def set_embedders(self, uid: str, embedders: dict[str, Any]) -> None:
        """As if the user configured embedders on their instance."""
        self._index(uid, create=True).settings["embedders"] = embedders

    def calls(self, method: str | None = None, path_regex: str | None = None) -> list[Recorded]:
        with self._lock:
            reqs = list(self.requests)
        return [
            r
            for r in reqs
            if (method is None or r.method == method.upper())
            and (path_regex is None or re.fullmatch(path_regex, r.path))
        ]

    def _index(self, uid: str, *, create: bool = False, primary_key: str | None = None) -> _Index:
        if uid not in self.indexes and create:
            self.indexes[uid] = _Index(uid, primary_key)
        return self.indexes[uid]

    # -- HTTP ----------------------------------------------------------------------------

    def _handle(self, h: BaseHTTPRequestHandler) -> None:
        split = urlsplit(h.path)
        length = int(h.headers.get("Content-Length") or 0)
        raw = h.rfile.read(length) if length else b""
        try:
            body = json.loads(raw) if raw else None
        except json.JSONDecodeError:
            body = raw.decode("utf-8", "replace")
        rec = Recorded(h.command, split.path, parse_qs(split.query), body, dict(h.headers.items()))
        with self._lock:
            self.requests.append(rec)
            status, payload = self._route(rec)
        data = b"" if payload is None else json.dumps(payload).encode()
        h.send_response(status)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(data)))
        h.end_headers()
        h.wfile.write(data)

    def _route(self, r: Recorded) -> tuple[int, Any]:
        for f in self._faults:
            if f.times > 0 and f.method == r.method and f.pattern.fullmatch(r.path):
                f.times -= 1
                return f.status, f.body if f.body is not None else _error(
                    f"scripted failure {f.status}", "internal", "internal"
                )
        if r.path == "/health" and r.method == "GET":
            return 200, {"status": "available"}
        if self.api_key is not None:
            auth = r.headers.get("Authorization", "")
            if not auth:
                return 401, _error(
                    "The Authorization header is missing. It must use the bearer authorization "
                    "method.",
                    "missing_authorization_header",
                    "auth",
                )
            if auth != f"Bearer {self.api_key}":
                return 403, _error("The provided API key is invalid.", "invalid_api_key", "auth")

        parts = [p for p in r.path.split("/") if p]
        match r.method, parts:
            case "GET", ["tasks", uid]:
                return self._get_task(int(uid))
            case "POST", ["indexes"]:
                uid = r.body["uid"]
                if uid in self.indexes:
                    return 202, self._task(
                        "indexCreation",
                        uid,
                        error=_error(f"Index `{uid}` already exists.", "index_already_exists"),
                    )
                self._index(uid, create=True, primary_key=r.body.get("primaryKey"))
                return 202, self._task("indexCreation", uid)
            case "GET", ["indexes", uid]:
                if uid not in self.indexes:
                    return 404, self._not_found(uid)
                ix = self.indexes[uid]
                return 200, {
                    "uid": uid,
                    "createdAt": ix.created_at,
                    "updatedAt": ix.created_at,
                    "primaryKey": ix.primary_key,
                }
            case "GET", ["indexes", uid, "settings"]:
                if uid not in self.indexes:
                    return 404, self._not_found(uid)
                return 200, self.indexes[uid].settings
            case "PATCH", ["indexes", uid, "settings"]:
                body = dict(r.body)
                settings = self._index(uid, create=True).settings
                if isinstance(
                    body.get("embedders"), dict
                ):  # merged name by name, as Meilisearch does
                    merged = dict(settings.get("embedders") or {})
                    for name, conf in body.pop("embedders").items():
                        if conf is None:
                            merged.pop(name, None)
                        else:
                            merged[name] = conf
                    settings["embedders"] = merged
                settings.update(body)
                return 202, self._task("settingsUpdate", uid)
            case "POST", ["indexes", uid, "documents"]:
                ix = self._index(
                    uid, create=True, primary_key=(r.query.get("primaryKey") or [None])[0]
                )
                pk = ix.primary_key or "id"
                for d in r.body:
                    ix.docs[str(d[pk])] = d
                return 202, self._task(
                    "documentAdditionOrUpdate", uid, details={"receivedDocuments": len(r.body)}
                )
            case "POST", ["indexes", uid, "documents", "delete-batch"]:
                ix = self._index(uid, create=True)
                for i in r.body:
                    ix.docs.pop(str(i), None)
                return 202, self._task(
                    "documentDeletion", uid, details={"providedIds": len(r.body)}
                )
            case "DELETE", ["indexes", uid, "documents"]:
                self._index(uid, create=True).docs.clear()
                return 202, self._task("documentDeletion", uid)
            case "POST", ["indexes", uid, "search"]:
                if uid not in self.indexes:
                    return 404, self._not_found(uid)
                return self._search(self.indexes[uid], r.body or {})
        return 404, _error(f"{r.method} {r.path} is not faked", "not_found")

    def _not_found(self, uid: str) -> dict[str, Any]:
        return _error(f"Index `{uid}` not found.", "index_not_found")

    def _task(
        self,
        type_: str,
        uid: str,
        *,
        error: dict[str, Any] | None = None,
        details: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        n = len(self.tasks)
        error = error or self.fail_task_types.get(type_)
        now = _now()
        self.tasks[n] = {
            "uid": n,
            "batchUid": n,
            "indexUid": uid,
            "status": "failed" if error else "succeeded",
            "type": type_,
            "canceledBy": None,
            "details": details or {},
            "error": error,
            "duration": "PT0.001S",
            "enqueuedAt": now,
            "startedAt": now,
            "finishedAt": now,
        }
        return {
            "taskUid": n,
            "indexUid": uid,
            "status": "enqueued",
            "type": type_,
            "enqueuedAt": now,
        }

    def _get_task(self, n: int) -> tuple[int, Any]:
        if n not in self.tasks:
            return 404, _error(f"Task `{n}` not found.", "task_not_found")
        self._polls[n] = self._polls.get(n, 0) + 1
        task = dict(self.tasks[n])
        if self._polls[n] <= self.task_polls_before_done:
            task.update(status="processing", error=None, duration=None, finishedAt=None)
        return 200, task

    def _search(self, ix: _Index, body: dict[str, Any]) -> tuple[int, Any]:
        hybrid = body.get("hybrid")
        if hybrid and hybrid.get("embedder") not in (ix.settings.get("embedders") or {}):
            return 400, _error(
                f"Cannot find embedder with name `{hybrid.get('embedder')}`.",
                "invalid_search_embedder",
            )
        conds: list[tuple[str, str]] = []
        if body.get("filter"):
            try:
                conds = parse_filter(body["filter"])
            except ValueError as exc:
                return 400, _error(str(exc), "invalid_search_filter")
            filterable = ix.settings.get("filterableAttributes") or []
            for attr, _ in conds:
                if attr not in filterable:
                    return 400, _error(
                        f"Attribute `{attr}` is not filterable.", "invalid_search_filter"
                    )
        words = [w.lower() for w in re.findall(r"\w+", body.get("q") or "")]
        pre, post = body.get("highlightPreTag", "<em>"), body.get("highlightPostTag", "</em>")
        searchable = ix.settings.get("searchableAttributes") or ["*"]
        if searchable == ["*"]:
            searchable = ["name", "path", "content"]
        strategy = body.get("matchingStrategy") or "last"
        hits = []
        for doc in ix.docs.values():
            if not all(_has(doc.get(a), v) for a, v in conds):
                continue
            text = " ".join(str(doc.get(a, "")) for a in searchable)
            # "last": a document holding the first k words (and maybe more) is at level k;
            # "all": only documents holding every word.
            level = 0
            while level < len(words) and _positions(text, [words[level]]):
                level += 1
            found = words[:level]
            if strategy == "frequency":  # any word may be left out (the fake: any order)
                found = [w for w in words if _positions(text, [w])]
                level = len(found)
            if words and (level == 0 or (strategy == "all" and level < len(words))):
                continue
            matched = {a: _positions(str(doc.get(a, "")), found) for a in searchable}
            matched = {a: p for a, p in matched.items() if p}
            weight = next(
                (len(searchable) - i for i, a in enumerate(searchable) if a in matched), 0
            )
            score = (level - 1 + weight / len(searchable)) / max(1, len(words))
            hits.append((score, doc, matched))
        hits.sort(key=lambda t: -t[0])
        paged = "hitsPerPage" in body or "page" in body
        limit = body.get("hitsPerPage", 20) if paged else body.get("limit", 20)
        max_total = (ix.settings.get("pagination") or {}).get("maxTotalHits", 1000)
        out = []
        for score, doc, matched in hits[:limit]:
            keep = body.get("attributesToRetrieve") or ["*"]
            shown = {k: v for k, v in doc.items() if keep == ["*"] or k in keep}
            fmt_keys = (
                set(shown)
                | set(body.get("attributesToHighlight") or [])
                | set(body.get("attributesToCrop") or [])
            )
            fmt: dict[str, Any] = {}
            for k in fmt_keys:
                if k not in doc:
                    continue
                text = str(doc[k])
                if k in (body.get("attributesToCrop") or []):
                    text = _crop(text, words, body.get("cropLength", 10))
                if k in (body.get("attributesToHighlight") or []):
                    text = _highlight(text, words, pre, post)
                fmt[k] = text
            hit = dict(shown)
            if fmt:
                hit["_formatted"] = fmt
            if body.get("showMatchesPosition"):
                hit["_matchesPosition"] = {
                    a: [{"start": s, "length": n} for s, n in p] for a, p in matched.items()
                }
            if body.get("showRankingScore"):
                hit["_rankingScore"] = round(score, 4)
            out.append(hit)
        if paged:  # Meilisearch counts exhaustively in page mode, up to maxTotalHits
            total = min(len(hits), max_total)
            return 200, {
                "hits": out,
                "query": body.get("q") or "",
                "processingTimeMs": 1,
                "hitsPerPage": limit,
                "page": body.get("page", 1),
                "totalPages": -(-total // limit) if limit else 0,
                "totalHits": total,
            }
        return 200, {
            "hits": out,
            "query": body.get("q") or "",
            "processingTimeMs": 1,
            "limit": limit,
            "offset": body.get("offset", 0),
            "estimatedTotalHits": len(hits),
        }


def _has(value: Any, wanted: str) -> bool:
    values = value if isinstance(value, list) else [value]
    return any(str(v) == wanted for v in values)


def _positions(text: str, words: list[str]) -> list[tuple[int, int]]:
    return [
        (m.start(), len(m.group()))
        for m in re.finditer(r"\w+", text)
        if any(m.group().lower().startswith(w) for w in words)
    ]


def _highlight(text: str, words: list[str], pre: str, post: str) -> str:
    if not words:
        return text
    return re.sub(
        r"\w+",
        lambda m: (
            f"{pre}{m.group()}{post}"
            if any(m.group().lower().startswith(w) for w in words)
            else m.group()
        ),
        text,
    )


def _crop(text: str, words: list[str], length: int) -> str:
    tokens = text.split()
    if len(tokens) <= length:
        return text
    first = next(
        (
            i
            for i, t in enumerate(tokens)
            if any(re.sub(r"\W", "", t.lower()).startswith(w) for w in words)
        ),
        0,
    )
    start = max(0, min(first - length // 2, len(tokens) - length))
    out = " ".join(tokens[start : start + length])
    return ("…" if start > 0 else "") + out + ("…" if start + length < len(tokens) else "")
