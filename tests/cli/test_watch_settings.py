"""The watch settings of the design documents — min_confidence, exclude, max_turns, timeout —
as flags, environment variables and config-file keys, listed by `config show`; and what
`min_confidence` and `exclude` change in what `watch` leaves. A decline is remembered in the
index: a restarted `watch` does not ask again until the file or the library changes. Real
library, the offline organizer, the real command."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.helpers import Lib, clean_env, make_lib, run

FILES = {
    "guideline.md": "Pay slips and W-2 forms from ACME go to work/acme/compensation/.\n",
    "work/acme/compensation/payslip-2024-01.txt": "ACME payslip January 2024 net salary",
    "work/acme/compensation/payslip-2024-02.txt": "ACME payslip February 2024 net salary",
    "inbox/payslip-2024-03.txt": "ACME payslip March 2024 net salary",
}


def _runs(lib: Lib) -> list[dict[str, object]]:
    r = run("runs", *lib.args, "--json")
    assert r.code == 0, r.err
    return list(json.loads(r.out)["runs"])


def _pending(lib: Lib) -> list[dict[str, object]]:
    r = run("suggestions", "list", *lib.args, "--json")
    return list(json.loads(r.out)["suggestions"])


def test_without_settings_the_payslip_gets_its_suggestion(tmp_path: Path) -> None:
    lib = make_lib(tmp_path, FILES)
    r = run("watch", "--once", "--provider", "local", *lib.args)
    assert r.code == 0, r.err
    assert [s["target_folder"] for s in _pending(lib)] == ["work/acme/compensation/"]


def test_min_confidence_leaves_a_decline_with_its_reason_and_watch_does_not_ask_again(
    tmp_path: Path,
) -> None:
    lib = make_lib(tmp_path, FILES)
    r = run("watch", "--once", "--provider", "local", "--min-confidence", "1.0", *lib.args)
    assert r.code == 0, r.err
    assert _pending(lib) == []  # not shown as pending
    (only,) = _runs(lib)
    assert only["outcome"] == "declined"
    assert "below min_confidence 1.00" in str(only["error"])
    assert "work/acme/compensation/" in str(only["error"])
    # a restarted watch remembers the decline: no second run for the same file
    r = run("watch", "--once", "--provider", "local", *lib.args)
    assert r.code == 0 and len(_runs(lib)) == 1
    # the guideline changed: the decline no longer holds, and the file is asked about again
    with open(lib.root / "guideline.md", "a") as f:
        f.write("Anything from ACME is work.\n")
    r = run("watch", "--once", "--provider", "local", *lib.args)
    assert r.code == 0 and len(_runs(lib)) == 2
    assert [s["target_folder"] for s in _pending(lib)] == ["work/acme/compensation/"]


def test_exclude_keeps_the_organizer_out_of_a_folder(tmp_path: Path) -> None:
    lib = make_lib(tmp_path, FILES)
    r = run("watch", "--once", "--provider", "local", "--exclude", "work/acme/", *lib.args)
    assert r.code == 0, r.err
    assert _pending(lib) == []
    (only,) = _runs(lib)
    assert only["outcome"] == "declined" and "excluded" in str(only["error"])


def test_exclude_globs_from_the_environment(tmp_path: Path) -> None:
    lib = make_lib(tmp_path, FILES)
    env = clean_env(MYLIFEDB_EXCLUDE="archive/, */compensation")
    r = run("watch", "--once", "--provider", "local", *lib.args, env=env)
    assert r.code == 0, r.err
    assert _pending(lib) == [] and "excluded" in str(_runs(lib)[0]["error"])


def test_config_show_lists_every_watch_setting_and_its_source(tmp_path: Path) -> None:
    lib = make_lib(tmp_path, FILES)
    config = tmp_path / "config.toml"
    config.write_text(
        '[organizer]\nmin_confidence = 0.7\nexclude = ["archive/"]\nmax_turns = 6\ntimeout = 30\n'
    )
    env = clean_env(MYLIFEDB_CONFIG=str(config), MYLIFEDB_TIMEOUT="45")
    r = run("config", "show", *lib.args, "--max-turns", "4", "--json", env=env)
    assert r.code == 0, r.err
    shown = json.loads(r.out)
    assert shown["min_confidence"] == {"value": 0.7, "source": "config file"}
    assert shown["exclude"] == {"value": ["archive/"], "source": "config file"}
    assert shown["max_turns"] == {"value": 4, "source": "flag"}
    assert shown["timeout"] == {"value": 45.0, "source": "$MYLIFEDB_TIMEOUT"}
    r = run("config", "show", *lib.args, env=clean_env(MYLIFEDB_CONFIG=str(tmp_path / "no")))
    for name in ("min_confidence", "exclude", "max_turns", "timeout"):
        assert name in r.out
    bad = run("config", "show", *lib.args, env=clean_env(MYLIFEDB_MAX_TURNS="many"))
    assert bad.code == 1 and "max_turns" in bad.err and "number" in bad.err


def test_max_turns_and_timeout_reach_the_runner(tmp_path: Path) -> None:
    from appclient import Settings
    from server.cli.organizer import runner_config

    settings = Settings.resolve(
        root=tmp_path, state_dir=tmp_path / "s", max_turns=3, timeout=7.5, exclude=["a/"]
    )
    config = runner_config(settings)
    assert (config.max_turns, config.timeout_s, config.exclude) == (3, 7.5, ("a/",))


def test_a_decline_is_asked_again_only_when_the_file_or_the_folders_change(
    tmp_path: Path,
) -> None:
    """The soak's finding: every restart ran the organizer on every declined file again.
    (min_confidence 1.0 makes every answer a decline, whatever the organizer thinks.)"""
    lib = make_lib(tmp_path, {**FILES, "inbox/untitled.txt": "asdf qwer zxcv"})
    watch = ("watch", "--once", "--provider", "local", "--min-confidence", "1", *lib.args)
    assert run(*watch).code == 0
    assert sorted(r["outcome"] for r in _runs(lib)) == ["declined", "declined"]
    for _ in range(2):  # restarts: nothing new to ask
        assert run(*watch).code == 0
    assert len(_runs(lib)) == 2
    (lib.root / "inbox/untitled.txt").write_text("asdf qwer zxcv, edited")
    assert run(*watch).code == 0
    assert [r["file_path"] for r in _runs(lib)][0] == "inbox/untitled.txt"
    assert len(_runs(lib)) == 3  # the file changed: asked again, it alone
    (lib.root / "notes").mkdir()
    (lib.root / "notes/todo.txt").write_text("a note")
    assert run(*watch).code == 0
    assert len(_runs(lib)) == 5  # the library's folders changed: both asked again
