"""The `mylifedb` command, in-process through click's runner (stdout and stderr apart) and
once as a real subprocess. Real folders, real SQLite."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from server.cli import cli


@pytest.fixture
def lib(tmp_path: Path) -> list[str]:
    root = tmp_path / "lib"
    (root / "inbox").mkdir(parents=True)
    (root / "life/gov docs").mkdir(parents=True)
    (root / "life/gov docs/passport.txt").write_text("Passport number X123")
    (root / "inbox/passport-scan.txt").write_text("another passport scan")
    (root / "guideline.md").write_text("Passports and IDs go to life/gov docs/.\n")
    return ["--root", str(root), "--state-dir", str(tmp_path / "state")]


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return r.exit_code, r.stdout, r.stderr


def test_index_and_search_json(lib: list[str]) -> None:
    code, out, _ = run("index", *lib, "--json")
    assert code == 0 and json.loads(out)["files"] == 3
    code, out, _ = run("search", "passport", *lib, "--json", "--folder", "life/")
    data = json.loads(out)
    assert code == 0 and set(data) == {
        "query",
        "total_found",
        "total_is_estimate",
        "results",
        "related",
    }
    assert [h["path"] for h in data["results"]] == ["life/gov docs/passport.txt"]


def test_search_says_when_the_count_is_a_lower_bound(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    (root / "notes").mkdir(parents=True)
    for i in range(1001):
        (root / "notes" / f"n{i}.txt").write_text(f"note {i} about plums")
    lib = ["--root", str(root), "--state-dir", str(tmp_path / "state")]
    code, out, err = run("search", "plums", *lib)
    assert code == 0 and "10 of at least 1000 matches" in out + err
    code, out, err = run("search", "n7", *lib)
    assert code == 0 and "1 of 1 match" in out + err and "1 of 1 matches" not in out + err


def test_errors_are_one_line_and_exit_1(lib: list[str], tmp_path: Path) -> None:
    for args in (
        ["search", "passport", *lib, "--folder", "../etc"],
        ["search", "passport", *lib, "--limit", "0"],
        ["search", '"', *lib],
        ["suggestions", "accept", "sug-nope", *lib],
        ["undo", *lib],
        ["index", "--root", str(tmp_path / "missing"), "--state-dir", str(tmp_path / "s2")],
    ):
        code, out, err = run(*args)
        assert code == 1, args
        assert out == ""
        assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, err


def test_usage_error_exits_2(lib: list[str]) -> None:
    code, _, err = run("search", *lib)  # QUERY missing
    assert code == 2 and "QUERY" in err


def test_organize_then_accept_then_undo(lib: list[str], tmp_path: Path) -> None:
    code, out, _ = run("organize", "--all", "--provider", "local", *lib, "--json")
    assert code == 0
    row = json.loads(out)["results"][0]
    assert (
        row["file_path"] == "inbox/passport-scan.txt" and row["target_folder"] == "life/gov docs/"
    )
    code, out, _ = run("suggestions", "list", *lib, "--json")
    [sug] = json.loads(out)["suggestions"]
    assert sug["source"] == "agent:local"
    code, out, _ = run("suggestions", "accept", sug["id"], *lib)
    assert code == 0 and "life/gov docs/passport-scan.txt" in out
    assert (tmp_path / "lib/life/gov docs/passport-scan.txt").is_file()
    code, _, err = run("suggestions", "accept", sug["id"], *lib)
    assert code == 1 and "already accepted" in err
    code, out, _ = run("undo", *lib)
    assert code == 0 and (tmp_path / "lib/inbox/passport-scan.txt").is_file()
    code, out, _ = run("runs", *lib, "--json")
    assert json.loads(out)["runs"][0]["outcome"] == "suggested"


def test_init_scaffolds_a_library(tmp_path: Path) -> None:
    code, _, _ = run("init", str(tmp_path / "new"))
    assert code == 0
    assert (tmp_path / "new/inbox").is_dir() and "inbox" in (
        tmp_path / "new/guideline.md"
    ).read_text().lower()


def test_unreachable_meilisearch_is_one_line(
    lib: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEILI_URL", "http://127.0.0.1:9")  # discard port: nothing listens
    code, out, err = run("search", "passport", *lib, "--backend", "meilisearch")
    assert code == 1 and out == ""
    assert err.startswith("error: ") and "unreachable" in err.lower() and err.count("\n") == 1


def test_demo_subprocess(tmp_path: Path) -> None:
    """The newcomer's first command, as a real process: suggestions table and a config."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("ANTHROPIC_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL")
    }
    exe = Path(sys.executable).parent / "mylifedb"  # the installed console script
    p = subprocess.run(
        [str(exe), "demo"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert p.returncode == 0, p.stderr
    assert "target_folder" in p.stdout and "work/acme/compensation/" in p.stdout
    # the scanner-named bank statement gets a name like the statement filed beside it
    assert "life/finance/bank/ as chase_statement.pdf" in p.stdout
    assert "as NAME = accepting also renames the file" in p.stdout
    start = p.stdout.index("{")
    config, end = json.JSONDecoder().raw_decode(p.stdout[start:])
    entry = config["mcpServers"]["mylifedb"]
    assert entry["command"] == str(exe)  # absolute: Claude Desktop's PATH may not have it
    assert entry["args"][:3] == ["serve", "--root", str(tmp_path / "mylifedb-demo")]
    assert (tmp_path / "mylifedb-demo/inbox").is_dir()
    # It ends with what to do next: review the suggestions, see the status.
    tail = [line for line in p.stdout[start + end :].splitlines() if line.strip()]
    assert "mylifedb review" in tail[0] and "mylifedb status" in tail[-1]
    assert "no suggestion for" not in p.stderr  # the declined file is shown once, in the table
    # Again: nothing new to organize, and what waits is shown again (not only the declines).
    again = subprocess.run(
        [str(exe), "demo"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )
    assert again.returncode == 0, again.stderr
    first_ids = set(re.findall(r"sug-[0-9a-f]{12}", p.stdout))
    assert first_ids and set(re.findall(r"sug-[0-9a-f]{12}", again.stdout)) == first_ids
    assert "(declined)" in again.stdout and "0 files organized now" in again.stderr


def test_suggestions_group_takes_library_options(lib: list[str]) -> None:
    run("organize", "--all", "--provider", "local", *lib, "--json")
    code, out, _ = run("suggestions", *lib, "--json")  # no subcommand: list pending
    [sug] = json.loads(out)["suggestions"]
    assert code == 0 and sug["status"] == "pending"
    code, out, _ = run("suggestions", *lib, "reject", sug["id"])  # options before the subcommand
    assert code == 0 and "rejected" in out
    code, out, _ = run("suggestions", "list", "--status", "rejected", "--json", *lib)
    assert [s["id"] for s in json.loads(out)["suggestions"]] == [sug["id"]]
