"""Paths as a person types them, and mistakes: absolute paths inside the library work
anywhere a path does; a missing file is exit 1 (as a real process); a typo in `choose` says
"did you mean" and makes no folder unless --create; errors speak CLI, the MCP tool keeps its
own words. Real folders, real SQLite, a real MCP session for the tool."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
import pytest
from mcp import Client

from appclient import LocalAppClient, Settings
from server.app import build_server
from tests.cli.helpers import Lib, clean_env, make_lib, one_error_line, run, run_exe


@pytest.fixture
def lib(tmp_path: Path) -> Lib:
    return make_lib(tmp_path)


def _organized(lib: Lib, *paths: str) -> list[dict[str, object]]:
    r = run("organize", *paths, "--provider", "local", "--json", *lib.args)
    assert r.code == 0, r.err
    return json.loads(r.out)["results"]  # type: ignore[no-any-return]


def test_absolute_paths_inside_the_library_work(lib: Lib) -> None:
    [row] = _organized(lib, str(lib.root / "inbox/w2.txt"))
    assert row["file_path"] == "inbox/w2.txt" and row["target_folder"] == "work/acme/compensation/"
    r = run("search", "passport", "--folder", str(lib.root / "life"), "--json", *lib.args)
    assert r.code == 0 and [h["path"] for h in json.loads(r.out)["results"]] == [
        "life/gov docs/passport.txt"
    ]
    r = run(
        "suggestions",
        "choose",
        str(row["suggestion_id"]),
        str(lib.root / "life/gov docs") + "/",
        *lib.args,
    )
    assert r.code == 0, r.err
    assert (lib.root / "life/gov docs/w2.txt").is_file()


def test_paths_relative_to_the_current_folder_inside_the_library(
    lib: Lib, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(lib.root / "inbox")  # shell completion gives 'visa.txt' here
    [row] = _organized(lib, "visa.txt")
    assert row["file_path"] == "inbox/visa.txt"


def test_paths_outside_the_library_are_refused(lib: Lib, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.txt"
    outside.write_text("not in the library")
    for args in (
        ["organize", str(outside)],
        ["search", "x", "--folder", str(tmp_path)],
        ["organize", "../elsewhere.txt"],
    ):
        r = run(*args, *lib.args)
        assert r.code == 1 and one_error_line(r.err), (args, r.err)
    assert "outside the library" in run("organize", str(outside), *lib.args).err
    assert outside.is_file()


def test_a_missing_file_is_exit_1_as_a_real_process(lib: Lib) -> None:
    p = run_exe("organize", "inbox/nope.txt", "--provider", "local", *lib.args)
    assert p.returncode == 1 and p.stdout == ""
    assert one_error_line(p.stderr) and "'inbox/nope.txt' is not a file in the library" in p.stderr
    assert "closest: 'inbox/" in p.stderr
    p = run_exe("organize", "inbox", "--provider", "local", *lib.args)
    assert p.returncode == 1 and "is a folder" in p.stderr and one_error_line(p.stderr)


def test_choose_a_typo_says_did_you_mean_and_makes_no_folder(lib: Lib) -> None:
    [row] = _organized(lib, "inbox/w2.txt")
    sid = str(row["suggestion_id"])
    p = run_exe("suggestions", "choose", sid, "work/acme/comp", *lib.args)
    assert p.returncode == 1 and one_error_line(p.stderr), p.stderr
    assert "did you mean 'work/acme/compensation/'?" in p.stderr and "add --create" in p.stderr
    assert "create_folder" not in p.stderr
    assert not (lib.root / "work/acme/comp").exists() and (lib.root / "inbox/w2.txt").is_file()
    assert (
        json.loads(run("suggestions", "--json", *lib.args).out)["suggestions"][0]["status"]
        == "pending"
    )
    r = run("suggestions", "choose", sid, "work/acme/comp", "--create", *lib.args)
    assert r.code == 0 and (lib.root / "work/acme/comp/w2.txt").is_file()


def test_errors_speak_cli(lib: Lib) -> None:
    r = run("suggestions", "accept", "sug-000000000000", *lib.args)
    assert r.code == 1 and one_error_line(r.err)
    assert (
        "`mylifedb suggestions` lists the current ones" in r.err and "list_suggestions" not in r.err
    )
    r = run("search", "x", "--folder", "nowhere-like-this", *lib.args)
    assert r.code == 1 and "get_folder_tree" not in r.err and "mylifedb folders" in r.err


def test_the_mcp_tool_keeps_its_own_words(lib: Lib) -> None:
    """The CLI translates at its edge; a model still reads tool names and parameters."""

    async def go() -> str:
        client = await LocalAppClient.open(Settings.resolve(root=lib.root, state_dir=lib.state))
        try:
            await client.index()
            sug = await client.create_suggestion(
                "inbox/w2.txt", "work/acme/compensation/", "W-2", 0.9
            )
            async with Client(build_server(client, index_on_start=False, watch=False)) as session:
                res = await session.call_tool(
                    "resolve_suggestion",
                    {
                        "suggestion_id": sug.id,
                        "action": "choose",
                        "target_folder": "work/acme/comp",
                    },
                )
                assert res.is_error
                return str(res.content[0].text)  # type: ignore[union-attr]
        finally:
            await client.aclose()

    text = anyio.run(go)
    assert "did you mean 'work/acme/compensation/'?" in text and "create_folder=true" in text


def test_a_state_dir_that_is_a_file_or_cannot_be_made_is_exit_1(lib: Lib, tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("x")
    for state in (tmp_path / "afile", tmp_path / "afile" / "below"):
        p = run_exe("index", "--root", str(lib.root), "--state-dir", str(state))
        assert p.returncode == 1 and one_error_line(p.stderr), p.stderr


def test_organize_says_a_failure_once_and_exits_1(lib: Lib) -> None:
    """No API key: the run fails, the table says why, the log does not say it again."""
    p = run_exe(
        "organize",
        "inbox/w2.txt",
        "--provider",
        "anthropic",
        *lib.args,
        env=clean_env(COLUMNS="160"),
    )
    assert p.returncode == 1
    assert "(failed)" in p.stdout and "ANTHROPIC_API_KEY" in p.stdout
    assert "ANTHROPIC_API_KEY" not in p.stderr and (lib.root / "inbox/w2.txt").is_file()
