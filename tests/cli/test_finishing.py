"""The rough edges a new user met, each checked: completion offers suggestion ids and
folders, cards are a blank line apart, paths break only after a '/', status hints keep
--root/--state-dir, counts are singular for one, an empty filtered search names its filters,
an unknown --type lists the accepted forms, commands run inside a library find it, -v shows
our debug lines and not aiosqlite's, `organize` says what it does with a file outside the
inbox, `suggestions --status` works on the bare command, init and demo on a read-only
folder answer one line. In-process through click, or the installed command where the
process matters."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.cli.helpers import EXE, FILES, Lib, clean_env, make_lib, one_error_line, run, run_exe


@pytest.fixture
def lib(tmp_path: Path) -> Lib:
    return make_lib(tmp_path)


def _complete(words: str) -> list[str]:
    """What bash completion offers for the last word of ``words`` (click's own protocol,
    in-process: the same code path the shell's start-up line runs)."""
    from click.testing import CliRunner

    from server.cli import cli

    env = clean_env(
        _MYLIFEDB_COMPLETE="bash_complete",
        COMP_WORDS=words,
        COMP_CWORD=str(len(words.split(" ")) - 1),
    )
    r = CliRunner(env=env).invoke(cli, [], prog_name="mylifedb")
    assert r.exit_code == 0, r.output
    return [line.split(",", 1)[1] for line in r.stdout.splitlines() if "," in line]


def test_completion_offers_suggestion_ids_and_folders(lib: Lib) -> None:
    run("organize", "--all", "--provider", "local", *lib.args)
    pending = json.loads(run("suggestions", *lib.args, "--json").out)["suggestions"]
    args = " ".join(lib.args)
    ids = _complete(f"mylifedb suggestions accept {args} ")
    assert set(ids) == {s["id"] for s in pending} and ids
    assert _complete(f"mylifedb suggestions accept {args} sug-zzz") == []
    folders = _complete(f"mylifedb suggestions choose {args} {pending[0]['id']} li")
    assert folders == ["life/", "life/gov docs/"]
    assert _complete(f"mylifedb search x {args} --folder w") == [
        "work/",
        "work/acme/",
        "work/acme/compensation/",
    ]
    assert _complete(f"mylifedb search x {args} --folder inb") == []  # no destination


def test_cards_are_a_blank_line_apart_and_paths_break_only_after_a_slash(
    lib: Lib, tmp_path: Path
) -> None:
    run("organize", "--all", "--provider", "local", *lib.args)
    out = run("suggestions", *lib.args, env=clean_env(COLUMNS="70")).out
    cards = out.split("\n\n")
    assert len(cards) >= 2 and all(c.strip().startswith("sug-") for c in cards[:2])
    deep = tmp_path / ("a-rather-long-folder-name/" * 4) / "state"
    shown = run(
        "config",
        "show",
        "--root",
        str(lib.root),
        "--state-dir",
        str(deep),
        env=clean_env(COLUMNS="50"),
    ).out
    lines = shown.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("state_dir"))
    path_lines = [lines[start][16:]] + [x.strip() for x in lines[start + 1 :]]
    joined = ""
    for line in path_lines:
        joined += line.split("  (")[0]
        if not line.endswith("/"):
            break
    assert joined == str(deep)  # every break was after a '/': the path reads back whole
    status = run("status", *lib.args, env=clean_env(COLUMNS="50")).out
    assert "a-rather-long-folder-name" not in status or "a-rather-long-folder-n\n" not in status


def test_status_hints_repeat_root_and_state_dir(lib: Lib) -> None:
    wide = clean_env(COLUMNS="400")
    out = run("status", *lib.args, env=wide).out
    assert f"mylifedb index --root {lib.root} --state-dir {lib.state}" in out
    run("index", *lib.args)
    run("organize", "--all", "--provider", "local", *lib.args)
    out = run("status", *lib.args, env=wide).out
    assert f"next: mylifedb review --root {lib.root} --state-dir {lib.state}" in out


def test_counts_are_singular_for_one(tmp_path: Path) -> None:
    lib = make_lib(tmp_path, {"notes/one.txt": "plums"})
    assert "1 file indexed" in run("index", *lib.args).out
    r = run("search", "plums", *lib.args)
    assert "1 of 1 match" in r.out and "matches" not in r.out


def test_an_empty_filtered_search_names_its_filters(lib: Lib) -> None:
    r = run("search", "passport", "--type", "image/", "--folder", "life/", *lib.args)
    assert r.code == 0
    assert "no files of type image/ in life/ match 'passport'" in r.out


def test_an_unknown_type_lists_the_accepted_forms(lib: Lib) -> None:
    for bad in ("pdf", "nonsense"):
        r = run("search", "passport", "--type", bad, *lib.args)
        assert r.code == 1 and one_error_line(r.err), r.err
        assert "not a MIME type" in r.err and "'image/'" in r.err and "'application/pdf'" in r.err
    assert "did you mean 'application/pdf'" in run("search", "x", "--type", "pdf", *lib.args).err
    assert run("search", "passport", "--type", "text", *lib.args).code == 0


def test_commands_run_inside_a_library_find_it(lib: Lib) -> None:
    run_exe("index", *lib.args)
    inside = lib.root / "life" / "gov docs"
    p = run_exe("status", "--json", cwd=inside)
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["root"]["value"] == str(lib.root)
    demo_like = make_lib(lib.root.parent / "demo", FILES)
    (demo_like.root / ".mylifedb").mkdir()
    run("index", "--root", str(demo_like.root), "--state-dir", str(demo_like.root / ".mylifedb"))
    p = run_exe("config", "show", "--json", cwd=demo_like.root / "inbox")
    shown = json.loads(p.stdout)
    assert shown["root"] == {
        "value": str(demo_like.root),
        "source": "the current folder (a library)",
    }
    assert shown["state_dir"]["value"] == str(demo_like.root / ".mylifedb")


def test_verbose_shows_our_debug_lines_not_aiosqlite(lib: Lib) -> None:
    p = run_exe("-v", "search", "passport", *lib.args)
    assert p.returncode == 0, p.stderr
    assert "DEBUG mylifedb" in p.stderr and "aiosqlite" not in p.stderr


def test_organize_says_what_it_does_with_a_file_outside_the_inbox(lib: Lib) -> None:
    r = run("organize", "life/gov docs/passport.txt", "--provider", "local", *lib.args)
    assert "note: life/gov docs/passport.txt is not in inbox/" in r.err


def test_suggestions_status_works_on_the_bare_command(lib: Lib) -> None:
    run("organize", "--all", "--provider", "local", *lib.args)
    pending = json.loads(run("suggestions", *lib.args, "--json").out)["suggestions"]
    run("suggestions", "reject", pending[0]["id"], *lib.args)
    r = run("suggestions", "--status", "rejected", *lib.args, "--json")
    assert r.code == 0, r.err
    assert [s["id"] for s in json.loads(r.out)["suggestions"]] == [pending[0]["id"]]
    every = json.loads(
        run("suggestions", "--status", "all", "--limit", "5", *lib.args, "--json").out
    )
    assert len(every["suggestions"]) == len(pending)


def _drop_dac() -> None:
    from tests.cli.test_startup_errors import _without_root_read_override

    _without_root_read_override()


def test_init_and_demo_in_a_read_only_folder_answer_one_line(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    kw = {"preexec_fn": _drop_dac} if os.geteuid() == 0 else {}
    try:
        for args in (["init", str(locked / "lib")], ["demo"]):
            p = subprocess.run(
                [str(EXE), *args],
                cwd=locked,
                env=clean_env(),
                capture_output=True,
                text=True,
                timeout=120,
                **kw,
            )  # type: ignore[call-overload]
            assert p.returncode == 1, (args, p.stdout, p.stderr)
            assert one_error_line(p.stderr), p.stderr
            assert "Permission denied" in p.stderr or "Read-only" in p.stderr, p.stderr
    finally:
        locked.chmod(0o755)
