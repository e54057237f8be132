"""`mylifedb eval`: replay this library's past decisions against a provider, touching nothing.

Run it before switching model or prompt. Every decided suggestion — accepted, chosen (an
accept with another folder; the index keeps the chosen folder) and rejected — is asked
again, as if its file had just arrived in the inbox:

    local             one model fitted on the library as it is, and each decision replayed
                      leave-one-out: its file and the decision itself are hidden (the
                      vocabulary and the weights still saw the file, so this flatters a little)
    anthropic/openai  the tool loop, through the same MCP tools the daemon offers, with the file
                      shown at its old inbox path, its own search hit and its own (and later)
                      decisions hidden, and create_suggestion answered without writing anything

Scored: top-1 on accepted/chosen decisions (a decline is a miss), how often a rejected
folder is suggested again, declines, and the reliability table (confidence -> share right).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread
import click

from appclient import SearchResults, Settings, SuggestionList

from .base import cli, emit_json, library_options, open_client, run_async
from .organizer import provider_options

if TYPE_CHECKING:  # the library's code: imported when a replay runs
    from appclient import LocalAppClient
    from appclient.index.corpus import CorpusDecision

__all__ = ["eval_command", "replay_local", "replay_llm", "summarise"]

BUCKETS = (0.5, 0.6, 0.7, 0.8, 0.9, 1.01)
NONE_YET = (
    "No decisions to replay yet: accept, choose or reject a few suggestions first "
    "(mylifedb suggestions accept ID / choose ID FOLDER / reject ID), then run mylifedb eval again."
)


@dataclass
class Replayed:
    suggestion_id: str
    file_path: str
    status: str  # the person's decision: 'accepted' or 'rejected'
    decided: str  # the folder they accepted (or chose), or rejected
    predicted: str = ""  # '' when the provider declined
    confidence: float = 0.0
    error: str | None = None
    reasoning: str = ""

    @property
    def right(self) -> bool:
        return (
            self.predicted == self.decided
            if self.status == "accepted"
            else self.predicted != self.decided
        )


@dataclass
class Report:
    provider: str
    model: str
    rows: list[Replayed] = field(default_factory=list)
    seconds: float = 0.0


def _folders(node: Any, out: list[str]) -> list[str]:
    for child in node.children:
        out.append(child.path)
        _folders(child, out)
    return out


async def _decisions(client: LocalAppClient, limit: int | None) -> list[CorpusDecision]:
    from appclient.index.corpus import iter_decisions

    found = [d async for d in iter_decisions(client.corpus())]
    found.sort(key=lambda d: d.resolved_at, reverse=True)
    return found[:limit] if limit else found


async def replay_local(client: LocalAppClient, decisions: list[CorpusDecision]) -> list[Replayed]:
    # Imported here: scikit-learn takes a second to load, and every other command skips it.
    from server.organizer import Decision, Doc, Model, decide, doc_from_corpus
    from server.organizer.store import gather

    guideline = await client.read_guideline()
    guideline = "" if guideline.startswith("No guideline.md found") else guideline
    snap = await gather(
        client.corpus(), guideline, _folders(await client.get_folder_tree(depth=10), [])
    )
    model = await anyio.to_thread.run_sync(Model.fit, snap)
    rows = []
    for d in decisions:
        row = Replayed(d.id, d.file_path, d.status, d.target_folder)
        doc = (
            doc_from_corpus(d.file)
            if d.file is not None
            else Doc(name=d.file_path.rsplit("/", 1)[-1])
        )
        doc = replace(doc, path=d.file_path)  # as it was: in the inbox
        hide = {p for p in (d.file_path, d.current_path) if p}
        out = await anyio.to_thread.run_sync(decide, model, doc, hide, hide)
        if isinstance(out, Decision):
            row.predicted, row.confidence, row.reasoning = (
                out.target_folder,
                out.confidence,
                out.reasoning,
            )
        else:
            row.reasoning = out.reason
        rows.append(row)
    return rows


async def replay_llm(
    client: LocalAppClient, provider: Any, decisions: list[CorpusDecision]
) -> list[Replayed]:
    """Each decision through the tool loop, in process over this library, with the daemon's
    tools, system prompt and task message and its results spotlighted as untrusted data."""
    from server.runner.agent import (
        SPOTLIGHT_EXEMPT,
        agent_tools,
        new_nonce,
        system_prompt,
        task_message,
    )
    from server.runner.loop import run_tool_loop

    tools = agent_tools()
    ops = {op.name: op for op, _ in tools}
    guideline = await client.read_guideline()
    rows = []
    for d in decisions:
        row = Replayed(d.id, d.file_path, d.status, d.target_folder)
        if d.current_path is None:
            row.error = "the file is no longer in the library"
            rows.append(row)
            continue
        made: list[dict[str, Any]] = []
        nonce = None if provider.name in SPOTLIGHT_EXEMPT else new_nonce()
        execute = _replay_executor(client, ops, d, made, nonce)
        outcome = await run_tool_loop(
            provider,
            system_prompt(guideline, nonce or "none"),
            task_message(d.file_path),
            [spec for _, spec in tools],
            execute,
            suggestion_tool="create_suggestion",
        )
        if made:
            last = made[-1]
            row.predicted = str(last.get("target_folder", "")).strip().strip("/") + "/"
            row.confidence = float(last.get("confidence") or 0.0)
            row.reasoning = str(last.get("reasoning", ""))
        else:
            row.reasoning = outcome.final_text or (outcome.error or "")
            row.error = outcome.error if outcome.outcome == "failed" else None
        rows.append(row)
    return rows


def _replay_executor(
    client: LocalAppClient,
    ops: dict[str, Any],
    d: CorpusDecision,
    made: list[dict[str, Any]],
    nonce: str | None,
) -> Any:
    """Tools as they were before the decision: the file at its inbox path, without its own
    search hit and without this or later decisions; suggestions recorded, never written."""
    from server.runner.agent import call_tool, result_text, spotlight

    folder = d.file_path.rpartition("/")[0] + "/"

    def before(value: Any) -> Any:
        if isinstance(value, SearchResults):
            hits = [h for h in value.results if h.path != d.current_path]
            return value.model_copy(update={"results": hits})
        if isinstance(value, SuggestionList):
            kept = [
                s
                for s in value.suggestions
                if s.id != d.id
                and (s.resolved_at is None or s.resolved_at.timestamp() < d.resolved_at)
            ]
            return value.model_copy(update={"suggestions": kept})
        return value

    async def answer(name: str, args: dict[str, Any]) -> tuple[str, bool, Any]:
        op = ops.get(name)
        if op is None:
            return f"unknown tool {name!r}", True, None
        if name == "create_suggestion":
            made.append(args)
            return "Suggestion recorded (a replay: nothing was written).", False, None
        if name == "get_file" and str(args.get("path", "")).strip("/") in (
            d.file_path,
            d.current_path,
        ):
            detail = await client.get_file(str(d.current_path))
            shown = detail.model_copy(update={"path": d.file_path, "folder": folder})
            return result_text(op, shown), False, shown
        return await call_tool(client, op, args, adjust=before)

    async def execute(name: str, args: dict[str, Any]) -> tuple[str, bool, Any]:
        text, is_error, value = await answer(name, args)
        shown = spotlight(name, text, nonce) if nonce and name != "create_suggestion" else text
        return shown, is_error, value

    return execute


def summarise(report: Report) -> dict[str, Any]:
    acc = [r for r in report.rows if r.status == "accepted"]
    rej = [r for r in report.rows if r.status == "rejected"]
    buckets = []
    for lo, hi in zip(BUCKETS, BUCKETS[1:], strict=False):
        sel = [r for r in acc if r.predicted and lo <= r.confidence < hi]
        right = sum(r.right for r in sel)
        buckets.append(
            {
                "confidence": f"{lo:.1f}-{min(hi, 1.0):.1f}",
                "suggestions": len(sel),
                "right": right,
                "share_right": round(right / len(sel), 3) if sel else None,
            }
        )
    return {
        "provider": report.provider,
        "model": report.model,
        "decisions": len(report.rows),
        "accepted": len(acc),
        "rejected": len(rej),
        "top1": round(sum(r.right for r in acc) / len(acc), 3) if acc else None,
        "top1_right": sum(r.right for r in acc),
        "declined": sum(1 for r in report.rows if not r.predicted and r.error is None),
        "errors": sum(1 for r in report.rows if r.error),
        "rejected_suggested_again": sum(1 for r in rej if not r.right),
        "reliability": buckets,
        "seconds": round(report.seconds, 2),
        "rows": [
            {
                "suggestion_id": r.suggestion_id,
                "file_path": r.file_path,
                "decision": r.status,
                "folder": r.decided,
                "predicted": r.predicted or None,
                "confidence": r.confidence,
                "right": r.right,
                "error": r.error,
                "reasoning": r.reasoning,
            }
            for r in report.rows
        ],
    }


def _print(s: dict[str, Any]) -> None:
    click.echo(
        f"replayed {s['decisions']} decisions with {s['provider']} ({s['model']}) in {s['seconds']} s"
    )
    if s["accepted"]:
        click.echo(
            f"  accepted or chosen: {s['accepted']}, top-1 {s['top1']:.0%} ({s['top1_right']}/{s['accepted']})"
        )
    if s["rejected"]:
        click.echo(
            f"  rejected: {s['rejected']}, the rejected folder suggested again {s['rejected_suggested_again']} times"
        )
    click.echo(f"  declined: {s['declined']}" + (f", errors: {s['errors']}" if s["errors"] else ""))
    click.echo("  reliability (accepted or chosen): confidence -> share right")
    for b in s["reliability"]:
        share = "—" if b["share_right"] is None else f"{b['share_right']:.0%}"
        click.echo(f"    {b['confidence']}: {b['right']}/{b['suggestions']} {share}")
    misses = [r for r in s["rows"] if not r["right"]]
    if misses:
        click.echo("  misses:")
        for r in misses[:20]:
            got = r["predicted"] or "(declined)"
            click.echo(f"    {r['file_path']}: {r['decision']} {r['folder']}, replay says {got}")


@cli.command("eval")
@provider_options
@click.option(
    "--limit",
    type=click.IntRange(1, 1_000_000),
    default=None,
    help="Replay at most this many decisions, the most recent first.",
)
@click.option(
    "--json", "as_json", is_flag=True, help="Print the summary (and every replay) as JSON."
)
@library_options
def eval_command(settings: Settings, limit: int | None, as_json: bool) -> None:
    """Replay past decisions (accepted, chosen, rejected) against a provider; nothing is moved or written."""

    async def go() -> dict[str, Any] | None:
        name = settings.provider
        client = await open_client(settings, quiet=as_json)
        try:
            decisions = await _decisions(client, limit)
            if not decisions:
                return None
            t0 = time.perf_counter()
            if name == "local":
                report = Report("local", "offline-organizer", await replay_local(client, decisions))
            else:
                from server.runner.providers import make_provider

                prov = make_provider(name, settings.model)
                report = Report(name, prov.model, await replay_llm(client, prov, decisions))
            report.seconds = time.perf_counter() - t0
            return summarise(report)
        finally:
            await client.aclose()

    summary = run_async(go)
    if summary is None:
        click.echo(
            NONE_YET if not as_json else json.dumps({"decisions": 0, "message": NONE_YET})
        )  # stdout ok
    elif as_json:
        emit_json(summary)
    else:
        _print(summary)
