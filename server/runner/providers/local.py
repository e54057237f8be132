"""The offline provider: a "model" that needs no key and no network.

It speaks the same tool protocol as Claude or GPT — it reads the guideline, the folder tree
and the file through the tools — and then asks the organizer (``server.organizer``), a
model fitted on this library, where the file goes; it calls ``create_suggestion`` or
declines, saying why.

It is code, not a language model, so it reads data, never prose: the run's ``Task`` (the
file, and for a library on this machine its corpus — the whole library in pages, which no
tool returns) and each tool result's ``value`` (the operation's own result). Without a
corpus (a library behind a remote server) it degrades to what the tools show — folder
names, the guideline, a few searches and the last 100 decisions — and says so in its
reasoning.
"""

from __future__ import annotations

import logging
import re
import weakref
from typing import TYPE_CHECKING, Any

import anyio.to_thread

from appclient.guideline import NO_GUIDELINE
from appclient.index.corpus import Corpus
from appclient.models import FileDetail, FolderNode, SearchResults, SuggestionList
from server.organizer import Decided, Decision, Doc, Model, Snapshot, decide, doc_from_detail
from server.organizer.features import name_words
from server.organizer.store import ModelStore

if TYPE_CHECKING:
    from appclient import AppClient

from .base import AssistantTurn, Message, Task, ToolCall, ToolResult, ToolSpec, UserText

__all__ = ["LocalProvider"]

log = logging.getLogger("mylifedb.organizer")
DEGRADED = " (Decided without the library's index: from the guideline, folder names and search results only.)"

Results = dict[str, list[ToolResult]]


class LocalProvider:
    name = "local"

    def __init__(self, model: str | None = None) -> None:
        self.model = model or "offline-organizer"
        # one fitted-model store per library the runs come from (a corpus lives as long
        # as its library is open)
        self._stores: weakref.WeakKeyDictionary[Corpus, ModelStore] = weakref.WeakKeyDictionary()

    def _store(self, corpus: Corpus | None) -> ModelStore | None:
        if corpus is None:
            return None
        store = self._stores.get(corpus)
        if store is None:
            store = self._stores[corpus] = ModelStore(corpus, corpus.corpus_state_dir())
        return store

    async def warm(self, client: AppClient) -> None:
        """Fit (or load) the library's model now, as a run would (the same guideline and
        folders, so the same cache key): a daemon calls this when it starts, so the first
        file to arrive does not wait for a fit (42 s at 20,000 files)."""
        store = self._store(client.corpus())
        if store is None:
            return
        guideline = _guideline_text(await client.read_guideline())
        await store.model(guideline, _folder_paths(await client.get_folder_tree(depth=10)))

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn:
        task = _task(messages)
        results = _results(messages)
        turn = sum(1 for m in messages if isinstance(m, AssistantTurn))
        if task is None:
            return AssistantTurn(text="I can only organize a named inbox file.", tool_calls=[])
        store = self._store(task.corpus)
        if turn == 0:
            calls: list[tuple[str, dict[str, Any]]] = [
                ("read_guideline", {}),
                ("get_folder_tree", {"depth": 10}),
                ("get_file", {"path": task.path}),
            ]
            if store is None:
                calls += [
                    ("list_suggestions", {"status": "accepted", "limit": 100}),
                    ("list_suggestions", {"status": "rejected", "limit": 100}),
                ]
            return _calls(calls, turn)
        if "create_suggestion" in results:
            made = results["create_suggestion"][-1]
            asked = _last_call(messages, "create_suggestion")
            if made.is_error and len(results["create_suggestion"]) == 1 and "new_name" in asked:
                # a name taken since the model learned the folder: the folder, without the name
                del asked["new_name"]
                return _calls([("create_suggestion", asked)], turn)
            return AssistantTurn(
                text=("Could not suggest: " + made.content)
                if made.is_error
                else "Suggestion created."
            )
        got = results.get("get_file", [])
        if not got or got[-1].is_error or not isinstance(got[-1].value, FileDetail):
            reason = got[-1].content if got else "the file could not be read"
            return AssistantTurn(text=f"No suggestion: {reason}")
        detail = got[-1].value
        doc = doc_from_detail(detail)
        if store is None and "search" not in results:
            queries = _queries(doc)
            if queries:
                return _calls([("search", {"query": q, "limit": 20}) for q in queries], turn)
        guideline = _guideline(results)
        folders = _folders(results)
        if store is not None:
            model = await store.model(guideline, folders)
            note = ""
        else:
            snap = _snapshot_from_tools(results, guideline, folders, detail.path)
            model = await anyio.to_thread.run_sync(Model.fit, snap)
            note = DEGRADED
        out = await anyio.to_thread.run_sync(decide, model, doc)
        if not isinstance(out, Decision):
            return AssistantTurn(text=f"No suggestion: {out.reason}")
        if detail.path.rsplit("/", 1)[0] + "/" == out.target_folder:
            return AssistantTurn(
                text=f"No suggestion: {detail.path} is already where it belongs "
                f"({out.target_folder}); it stays there."
            )
        args: dict[str, Any] = {
            "file_path": detail.path,
            "target_folder": out.target_folder,
            "reasoning": out.reasoning + note,
            "confidence": out.confidence,
            # A new folder here is meant (a new period or trip, a guideline folder), never a typo.
            "create_folder": True,
        }
        if out.new_name:  # a name that says what the file is, in the library's own habit
            args["new_name"] = out.new_name
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


def _task(messages: list[Message]) -> Task | None:
    for m in messages:
        if isinstance(m, UserText) and m.task is not None:
            return m.task
    return None


def _results(messages: list[Message]) -> Results:
    out: Results = {}
    for m in messages:
        if isinstance(m, list):
            for r in m:
                if isinstance(r, ToolResult):
                    out.setdefault(r.name, []).append(r)
    return out


def _last_call(messages: list[Message], name: str) -> dict[str, Any]:
    """The arguments of the last call of tool ``name`` (a copy)."""
    for m in reversed(messages):
        if isinstance(m, AssistantTurn):
            for call in reversed(m.tool_calls):
                if call.name == name:
                    return dict(call.arguments or {})
    return {}


def _ok(results: Results, name: str) -> list[Any]:
    return [r.value for r in results.get(name, []) if not r.is_error]


def _guideline(results: Results) -> str:
    for value in _ok(results, "read_guideline"):
        return _guideline_text(value)
    return ""


def _guideline_text(value: object) -> str:
    return "" if value == NO_GUIDELINE else str(value)


def _folders(results: Results) -> list[str]:
    trees = [t for t in _ok(results, "get_folder_tree") if isinstance(t, FolderNode)]
    return [path for tree in trees for path in _folder_paths(tree)]


def _folder_paths(node: FolderNode) -> list[str]:
    """Every folder under ``node``, parents before their children."""
    out: list[str] = []
    for child in node.children:
        out.append(child.path)
        out += _folder_paths(child)
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
    results: Results, guideline: str, folders: list[str], path: str
) -> Snapshot:
    files: list[tuple[str, Doc]] = []
    seen: set[str] = set()
    for answer in _ok(results, "search"):
        if not isinstance(answer, SearchResults):
            continue
        for hit in answer.results:
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
    for listed in _ok(results, "list_suggestions"):
        if not isinstance(listed, SuggestionList):
            continue
        for sug in listed.suggestions:
            if sug.status in ("accepted", "rejected"):
                doc = Doc(name=sug.file_path.rsplit("/", 1)[-1], path=sug.file_path)
                decisions.append(Decided(doc, sug.target_folder, sug.status, sug.file_path))
    return Snapshot(
        folders=folders, files=files, decisions=decisions, guideline=guideline, source="tools"
    )
