"""The offline provider: a "model" that needs no key and no network.

It speaks the same tool protocol as Claude or GPT — it reads the guideline, the folder tree
and the file through the tools — and then asks the organizer (``server.organizer``), a
model fitted on this library, where the file goes; it calls ``create_suggestion`` or
declines, saying why.

The organizer learns from the whole library, which no tool returns: the runner hands the
provider the core's read-only corpus (``bind_corpus``; ``appclient.index.corpus``). Without one
(a provider used on its own, or a library behind a remote server) it degrades to what the
tools show — folder names, the guideline, a few searches and the last 100 decisions — and
says so in its reasoning.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import anyio.to_thread

from appclient.index.corpus import Corpus
from appclient.models import FileDetail, FolderNode, SearchHit, Suggestion
from server.organizer import Decided, Decision, Doc, Model, Snapshot, decide, doc_from_detail
from server.organizer.features import name_words
from server.organizer.store import ModelStore

from .base import AssistantTurn, Message, ToolCall, ToolResult, ToolSpec, UserText

__all__ = ["LocalProvider"]

log = logging.getLogger("mylifedb.organizer")
_PATH = re.compile(r"arrived in inbox: (.+)\. Analyze it", re.S)
DEGRADED = " (Decided without the library's index: from the guideline, folder names and search results only.)"
NO_GUIDELINE = "No guideline.md found"


class LocalProvider:
    name = "local"

    def __init__(self, model: str | None = None, corpus: Corpus | None = None) -> None:
        self.model = model or "offline-organizer"
        self.store: ModelStore | None = None
        if corpus is not None:
            self.bind_corpus(corpus)

    def bind_corpus(self, corpus: Corpus) -> None:
        """Learn from this library (the runner calls this with its ``LocalAppClient``)."""
        self.store = ModelStore(corpus, corpus.corpus_state_dir())

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn:
        path = _inbox_path(messages)
        results = _results(messages)
        turn = sum(1 for m in messages if isinstance(m, AssistantTurn))
        if path is None:
            return AssistantTurn(text="I can only organize a named inbox file.", tool_calls=[])
        if turn == 0:
            calls: list[tuple[str, dict[str, Any]]] = [
                ("read_guideline", {}),
                ("get_folder_tree", {"depth": 10}),
                ("get_file", {"path": path}),
            ]
            if self.store is None:
                calls += [
                    ("list_suggestions", {"status": "accepted", "limit": 100}),
                    ("list_suggestions", {"status": "rejected", "limit": 100}),
                ]
            return _calls(calls, turn)
        if "create_suggestion" in results:
            text, is_error = results["create_suggestion"][-1]
            return AssistantTurn(
                text=("Could not suggest: " + text) if is_error else "Suggestion created."
            )
        file_result = results.get("get_file", [])
        if not file_result or file_result[-1][1]:
            reason = file_result[-1][0] if file_result else "the file could not be read"
            return AssistantTurn(text=f"No suggestion: {reason}")
        detail = FileDetail.model_validate(json.loads(file_result[-1][0]))
        doc = doc_from_detail(detail)
        if self.store is None and "search" not in results:
            queries = _queries(doc)
            if queries:
                return _calls([("search", {"query": q, "limit": 20}) for q in queries], turn)
        guideline = _guideline(results)
        folders = _folders(results)
        if self.store is not None:
            model = await self.store.model(guideline, folders)
            note = ""
        else:
            snap = _snapshot_from_tools(results, guideline, folders, detail.path)
            model = await anyio.to_thread.run_sync(Model.fit, snap)
            note = DEGRADED
        out = await anyio.to_thread.run_sync(decide, model, doc)
        if not isinstance(out, Decision):
            return AssistantTurn(text=f"No suggestion: {out.reason}")
        args: dict[str, Any] = {
            "file_path": detail.path,
            "target_folder": out.target_folder,
            "reasoning": out.reasoning + note,
            "confidence": out.confidence,
            # A new folder here is meant (a new period or trip, a guideline folder), never a typo.
            "create_folder": True,
        }
        if out.alternatives:
            args["alternatives"] = [{"folder": f, "reasoning": r} for f, r in out.alternatives]
        return _calls([("create_suggestion", args)], turn)


def _calls(calls: list[tuple[str, dict[str, Any]]], turn: int) -> AssistantTurn:
    return AssistantTurn(
        text="",
        stop_reason="tool_use",
        tool_calls=[
            ToolCall(id=f"local-{turn}-{i}", name=n, arguments=a) for i, (n, a) in enumerate(calls)
        ],
    )


def _inbox_path(messages: list[Message]) -> str | None:
    for m in messages:
        if isinstance(m, UserText):
            match = _PATH.search(m.text)
            if match:
                return match.group(1).strip()
    return None


def _results(messages: list[Message]) -> dict[str, list[tuple[str, bool]]]:
    out: dict[str, list[tuple[str, bool]]] = {}
    for m in messages:
        if isinstance(m, list):
            for r in m:
                if isinstance(r, ToolResult):
                    out.setdefault(r.name, []).append((r.content, r.is_error))
    return out


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def _guideline(results: dict[str, list[tuple[str, bool]]]) -> str:
    for text, is_error in results.get("read_guideline", []):
        if is_error:
            continue
        data = _json(text)
        value = data.get("result", text) if isinstance(data, dict) else text
        return "" if str(value).startswith(NO_GUIDELINE) else str(value)
    return ""


def _folders(results: dict[str, list[tuple[str, bool]]]) -> list[str]:
    out: list[str] = []

    def walk(node: FolderNode) -> None:
        for child in node.children:
            out.append(child.path)
            walk(child)

    for text, is_error in results.get("get_folder_tree", []):
        data = _json(text)
        if not is_error and isinstance(data, dict):
            walk(FolderNode.model_validate(data))
    return out


def _queries(doc: Doc) -> list[str]:
    """Searches for files like this one (no corpus): its name, then its first lines."""
    words = [w for w in name_words(doc.name).split() if len(w) > 2 and not w.isdigit()]
    out = [" ".join(words[:6])] if words else []
    head = [w for w in re.findall(r"[^\W\d_]{3,}", doc.text[:400])][:8]
    if head:
        out.append(" ".join(head[:4]))
        if len(head) > 4:
            out.append(" ".join(head[4:8]))
    return [q for q in out if q.strip()][:3]


def _snapshot_from_tools(
    results: dict[str, list[tuple[str, bool]]], guideline: str, folders: list[str], path: str
) -> Snapshot:
    files: list[tuple[str, Doc]] = []
    seen: set[str] = set()
    for text, is_error in results.get("search", []):
        data = _json(text)
        if is_error or not isinstance(data, dict):
            continue
        for h in data.get("results", []):
            hit = SearchHit.model_validate(h)
            if (
                hit.path == path
                or hit.path in seen
                or hit.folder.startswith("inbox/")
                or not hit.folder
            ):
                continue
            seen.add(hit.path)
            context = re.sub(r"[\[\]]", "", hit.match_context)
            files.append(
                (hit.folder, Doc(name=hit.name, text=context, mime=hit.mime_type, path=hit.path))
            )
    decisions: list[Decided] = []
    for text, is_error in results.get("list_suggestions", []):
        data = _json(text)
        if is_error or not isinstance(data, dict):
            continue
        for s in data.get("suggestions", []):
            sug = Suggestion.model_validate(s)
            if sug.status in ("accepted", "rejected"):
                doc = Doc(name=sug.file_path.rsplit("/", 1)[-1], path=sug.file_path)
                decisions.append(Decided(doc, sug.target_folder, sug.status, sug.file_path))
    return Snapshot(
        folders=folders, files=files, decisions=decisions, guideline=guideline, source="tools"
    )
