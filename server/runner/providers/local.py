"""The offline provider: a deterministic "model" that needs no key and no network.

It speaks the same tool protocol as Claude or GPT — it asks for the guideline, the folder
tree, the file and the user's past decisions, then searches for similar files, and finally
calls ``create_suggestion`` (or declines, saying why). The judgement itself lives in
``server.organizer``; this class only turns the transcript into evidence."""

from __future__ import annotations

import json
import re
from typing import Any

from appclient.models import FileDetail, FolderNode, SearchHit, Suggestion
from server.organizer import Decision, Evidence, decide, neighbour_queries

from .base import AssistantTurn, Message, ToolCall, ToolResult, ToolSpec, UserText

__all__ = ["LocalProvider"]

_PATH = re.compile(r"arrived in inbox: (.+)\. Analyze it", re.S)


def _flatten(node: dict[str, Any], out: list[tuple[str, int]]) -> list[tuple[str, int]]:
    for child in node.get("children", []):
        out.append((child["path"], int(child.get("file_count", 0))))
        _flatten(child, out)
    return out


class LocalProvider:
    name = "local"

    def __init__(self, model: str | None = None) -> None:
        self.model = model or "offline-organizer"

    async def complete(self, system: str, messages: list[Message], tools: list[ToolSpec]) -> AssistantTurn:
        path = self._path(messages)
        results = self._results(messages)
        turn = sum(1 for m in messages if isinstance(m, AssistantTurn))
        if path is None:
            return AssistantTurn(text="I can only organize a named inbox file.", tool_calls=[])
        if turn == 0:
            return self._calls([
                ("read_guideline", {}),
                ("get_folder_tree", {"depth": 10}),
                ("get_file", {"path": path}),
                ("list_suggestions", {"status": "accepted", "limit": 200}),
                ("list_suggestions", {"status": "rejected", "limit": 200}),
            ], turn)
        file_result = results.get("get_file")
        if file_result is None or file_result[1]:
            reason = file_result[0] if file_result else "the file could not be read"
            return AssistantTurn(text=f"No suggestion: {reason}", tool_calls=[])
        detail = FileDetail.model_validate(json.loads(file_result[0]))
        if turn == 1:
            queries = neighbour_queries(detail)
            if queries:
                return self._calls([("search", {"query": q, "limit": 15}) for q in queries], turn)
        if "create_suggestion" in results:
            text, is_error = results["create_suggestion"]
            return AssistantTurn(text=("Could not suggest: " + text) if is_error else "Suggestion created.",
                                 tool_calls=[])
        decision = decide(self._evidence(detail, messages))
        if not isinstance(decision, Decision):
            return AssistantTurn(text=f"No suggestion: {decision.reason}", tool_calls=[])
        args: dict[str, Any] = {
            "file_path": detail.path, "target_folder": decision.target_folder,
            "reasoning": decision.reasoning, "confidence": round(decision.confidence, 2),
        }
        if decision.alternatives:
            args["alternatives"] = [{"folder": f, "reasoning": r} for f, r in decision.alternatives]
        return self._calls([("create_suggestion", args)], turn)

    @staticmethod
    def _calls(calls: list[tuple[str, dict[str, Any]]], turn: int) -> AssistantTurn:
        return AssistantTurn(text="", stop_reason="tool_use", tool_calls=[
            ToolCall(id=f"local-{turn}-{i}", name=n, arguments=a) for i, (n, a) in enumerate(calls)])

    @staticmethod
    def _path(messages: list[Message]) -> str | None:
        for m in messages:
            if isinstance(m, UserText):
                match = _PATH.search(m.text)
                if match:
                    return match.group(1).strip()
        return None

    @staticmethod
    def _results(messages: list[Message]) -> dict[str, tuple[str, bool]]:
        out: dict[str, tuple[str, bool]] = {}
        for m in messages:
            if isinstance(m, list):
                for r in m:
                    if isinstance(r, ToolResult):
                        out[r.name] = (r.content, r.is_error)
        return out

    def _evidence(self, detail: FileDetail, messages: list[Message]) -> Evidence:
        guideline, folders, past = "", [], []
        neighbours: list[SearchHit] = []
        seen: set[str] = set()
        for m in messages:
            if not isinstance(m, list):
                continue
            for r in m:
                if not isinstance(r, ToolResult) or r.is_error:
                    continue
                data = _json(r.content)
                if r.name == "read_guideline":
                    guideline = data.get("result", r.content) if isinstance(data, dict) else r.content
                    if guideline.startswith("No guideline.md found"):
                        guideline = ""
                elif r.name == "get_folder_tree" and isinstance(data, dict):
                    folders = _flatten(FolderNode.model_validate(data).model_dump(), [])
                elif r.name == "list_suggestions" and isinstance(data, dict):
                    past += [Suggestion.model_validate(s) for s in data.get("suggestions", [])]
                elif r.name == "search" and isinstance(data, dict):
                    for h in data.get("results", []):
                        hit = SearchHit.model_validate(h)
                        if hit.path == detail.path or hit.path.startswith("inbox/") or hit.path in seen:
                            continue
                        if "/" not in hit.path:  # guideline.md and other root files are not examples
                            continue
                        seen.add(hit.path)
                        neighbours.append(hit)
        return Evidence(guideline=guideline, folders=folders, file=detail, neighbours=neighbours, past=past)


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None
