"""`mylifedb eval`: past decisions replayed against a provider, with nothing moved or written.
The LLM path runs with the scripted provider (tests may not call a real LLM API)."""

from __future__ import annotations

import json
import shutil
from importlib import resources
from pathlib import Path

from click.testing import CliRunner

from appclient import LocalAppClient, Settings
from appclient.index.corpus import iter_decisions
from server.cli import cli
from server.cli.eval import NONE_YET, Report, replay_llm, summarise
from server.runner.providers import AssistantTurn, ScriptedProvider, ToolCall


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return r.exit_code, r.stdout, r.stderr


def _tree(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if ".mylifedb" not in p.parts)


def test_eval_on_the_demo_library(tmp_path: Path) -> None:
    root = tmp_path / "demo"
    with resources.as_file(resources.files("resources").joinpath("demo")) as src:
        shutil.copytree(src, root)
    opts = ["--root", str(root), "--state-dir", str(root / ".mylifedb")]
    code, out, _ = run("eval", *opts)
    assert code == 0 and out.strip() == NONE_YET  # what to do when there is nothing to replay
    code, out, _ = run("organize", "--all", "--provider", "local", "--json", *opts)
    made = {r["file_path"]: r for r in json.loads(out)["results"] if r["suggestion_id"]}
    assert code == 0 and len(made) >= 3
    ids = sorted(made)
    run("suggestions", "accept", made[ids[0]]["suggestion_id"], *opts)
    run(
        "suggestions", "choose", made[ids[1]]["suggestion_id"], "notes/journal/", *opts
    )  # another folder
    run("suggestions", "reject", made[ids[2]]["suggestion_id"], *opts)
    before = _tree(root)
    code, out, _ = run("eval", "--json", *opts)
    summary = json.loads(out)
    assert code == 0 and summary["provider"] == "local"
    assert (summary["decisions"], summary["accepted"], summary["rejected"]) == (3, 2, 1)
    assert len(summary["reliability"]) == 5
    rows = {r["file_path"]: r for r in summary["rows"]}
    assert rows[ids[1]]["folder"] == "notes/journal/"  # a choose counts for the folder chosen
    # the replay's own answers: each file asked again with its decision hidden
    assert ids[:3] == ["inbox/1099-INT_2024.pdf", "inbox/IMG_3188.jpg", "inbox/IMG_4102.jpg"]
    assert {p: (r["decision"], r["predicted"], r["right"]) for p, r in rows.items()} == {
        "inbox/1099-INT_2024.pdf": ("accepted", "life/finance/taxes/2024/", True),
        "inbox/IMG_3188.jpg": ("accepted", "life/trips/2024-03 japan/", False),  # chose journal/
        "inbox/IMG_4102.jpg": ("rejected", "life/photos/2025/", False),  # its refusal hidden
    }
    assert (summary["top1_right"], summary["rejected_suggested_again"]) == (1, 1)
    assert _tree(root) == before  # nothing moved
    code, text, _ = run("eval", *opts)
    assert code == 0 and "replayed 3 decisions with local" in text and "top-1" in text


async def test_an_llm_replay_sees_the_file_where_it_was_and_writes_nothing(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    (root / "inbox").mkdir(parents=True)
    (root / "work/comp").mkdir(parents=True)
    (root / "guideline.md").write_text("Payslips: `work/comp/`\n")
    (root / "work/comp/payslip-1.txt").write_text("payslip October")
    (root / "inbox/payslip-2.txt").write_text("payslip November")
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    try:
        await client.index()
        s = await client.create_suggestion("inbox/payslip-2.txt", "work/comp/", "a payslip", 0.9)
        await client.resolve_suggestion(s.id, "accept")
        decisions = [d async for d in iter_decisions(client.corpus())]
        provider = ScriptedProvider(
            [
                AssistantTurn(
                    text="",
                    tool_calls=[
                        ToolCall("c1", "get_file", {"path": "inbox/payslip-2.txt"}),
                        ToolCall("c2", "search", {"query": "payslip"}),
                    ],
                ),
                AssistantTurn(
                    text="",
                    tool_calls=[
                        ToolCall(
                            "c3",
                            "create_suggestion",
                            {
                                "file_path": "inbox/payslip-2.txt",
                                "target_folder": "work/comp",
                                "reasoning": "payslips go there",
                                "confidence": 0.8,
                            },
                        )
                    ],
                ),
                AssistantTurn(text="Done."),
            ]
        )
        rows = await replay_llm(client, provider, decisions)
        assert [(r.predicted, r.confidence, r.right) for r in rows] == [("work/comp/", 0.8, True)]
        shown = [m for m in provider.calls[1][1] if isinstance(m, list)][-1]

        def data(
            text: str,
        ) -> dict[str, object]:  # inside the spotlight markers, as the model reads it
            assert "untrusted" in text
            return json.loads(text[text.index("{") : text.rindex("}") + 1])  # type: ignore[no-any-return]

        detail = data(next(r.content for r in shown if r.name == "get_file"))
        assert (
            detail["path"] == "inbox/payslip-2.txt" and detail["folder"] == "inbox/"
        )  # where it was
        hits = data(next(r.content for r in shown if r.name == "search"))["results"]
        paths = [h["path"] for h in hits]  # type: ignore[attr-defined]
        assert (
            "work/comp/payslip-1.txt" in paths and "work/comp/payslip-2.txt" not in paths
        )  # its own hit hidden
        assert len((await client.list_suggestions(None, 100)).suggestions) == 1  # nothing written
        assert summarise(Report("scripted", "scripted", rows))["top1"] == 1.0
    finally:
        await client.aclose()
