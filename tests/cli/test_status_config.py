"""`mylifedb status` and the config file. Real libraries and real SQLite; a real `watch`
daemon and a real stdio `serve` are started to be seen; Meilisearch is the loopback recorder
(no server can be installed here) and a closed port."""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client, StdioServerParameters

from appclient.config import load_config
from appclient.digests import ocr
from tests.cli.helpers import EXE, Lib, clean_env, make_lib, one_error_line, run, run_exe
from tests.fakes.meili_recorder import MeiliRecorder


@pytest.fixture
def lib(tmp_path: Path) -> Lib:
    return make_lib(tmp_path)


@pytest.fixture
def config_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "cfg" / "config.toml"
    path.parent.mkdir()
    monkeypatch.setenv("MYLIFEDB_CONFIG", str(path))
    return path


def _status(*args: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    r = run("status", "--json", *args, env=env)
    assert r.code == 0, r.err
    return json.loads(r.out)  # type: ignore[no-any-return]


def test_status_of_a_library_never_indexed_opens_nothing(lib: Lib) -> None:
    s = _status(*lib.args)
    assert s["root"]["ok"] and s["root"]["value"] == str(lib.root)
    assert s["index"]["ok"] is False
    assert s["index"]["hint"] == f"mylifedb index --root {lib.root} --state-dir {lib.state}"
    assert s["files_indexed"]["value"] is None
    assert not lib.state.exists()  # looking is not opening: no state dir, no database
    missing = _status("--root", str(lib.root / "nope"), "--state-dir", str(lib.state))
    assert missing["root"]["ok"] is False and missing["root"]["hint"].startswith("mylifedb init ")


def test_status_counts_and_last_run(lib: Lib) -> None:
    assert run("organize", "--all", "--provider", "local", *lib.args).code == 0
    s = _status(*lib.args)
    assert s["index"]["ok"] and s["files_indexed"]["value"] == 5
    assert (
        s["pending_suggestions"]["value"] >= 1
        and "mylifedb suggestions" in s["pending_suggestions"]["hint"]
    )
    assert s["last_run"]["value"] and "local/offline-organizer" in s["last_run"]["note"]
    assert s["watch"]["value"] == [] and "service install" in s["watch"]["hint"]
    assert s["serve"]["value"] == []
    assert s["provider"] == {
        "ok": True,
        "value": "local (offline-organizer)",
        "note": "offline, no key; default: no API key set",
        "hint": None,
    }
    engine = ocr.engine_name()
    if engine == "tesseract":  # the version, and which scripts it reads
        assert s["ocr"]["value"].startswith("tesseract") and "Latin" in s["ocr"]["note"]
    else:
        assert s["ocr"]["value"] == (engine or "not installed")
    heard = importlib.util.find_spec("pocketsphinx") and importlib.util.find_spec("av")
    assert s["transcripts"]["value"] == ("available" if heard else "not installed")
    off = json.loads(run("status", *lib.args, "--json", env=clean_env(MYLIFEDB_AUDIO="0")).out)
    assert off["transcripts"]["value"] == ("off" if heard else "not installed")
    text = run("status", *lib.args).out
    for name in s:
        assert name in text  # the text rows carry the JSON field names
    assert "→ mylifedb service install" in text


def test_status_says_a_corrupt_index_and_what_to_do(lib: Lib) -> None:
    lib.state.mkdir()
    (lib.state / "index.db").write_bytes(b"this is not a database, it is a sync conflict" * 100)
    s = _status(*lib.args)
    assert s["index"]["ok"] is False and "not a database" in s["index"]["note"]
    assert "move it aside" in s["index"]["hint"]
    p = run_exe("search", "x", *lib.args)  # and a command on it: one line, exit 1
    assert p.returncode == 1 and one_error_line(p.stderr) and "mylifedb index" in p.stderr


def test_status_sees_a_running_watch_daemon(lib: Lib) -> None:
    proc = subprocess.Popen(
        [str(EXE), "watch", "--provider", "local", *lib.args],
        env=clean_env(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stderr is not None
        for line in proc.stderr:  # wait for the daemon to say it is watching (after it registered)
            if "Ctrl-C to stop" in line:
                break
        else:
            pytest.fail(f"watch exited with {proc.wait()}")
        s = _status(*lib.args)
        assert s["watch"]["ok"] is True and [p["pid"] for p in s["watch"]["value"]] == [proc.pid]
        assert s["serve"]["value"] == []
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=30)
    assert _status(*lib.args)["watch"]["value"] == []  # the kernel dropped its lock


async def test_status_sees_a_running_server(lib: Lib) -> None:
    params = StdioServerParameters(command=str(EXE), args=["serve", *lib.args], env=clean_env())
    async with Client(params) as session:
        await session.list_tools()  # the server is up and has the library open
        p = await anyio.to_thread.run_sync(lambda: run_exe("status", "--json", *lib.args))
        s = json.loads(p.stdout)
        assert s["serve"]["ok"] is None and len(s["serve"]["value"]) == 1
        assert "serve" in s["serve"]["value"][0]["command"]


def test_status_provider_and_meilisearch_checks(lib: Lib, config_file: Path) -> None:
    config_file.write_text(
        '[organizer]\nprovider = "openai"\n[search]\nbackend = "meilisearch"\n'
        'meili_url = "http://127.0.0.1:9"\n'
    )
    s = _status(*lib.args)
    assert s["provider"]["ok"] is False and "OPENAI_API_KEY" in s["provider"]["note"]
    assert "config file" in s["provider"]["note"]
    assert s["meilisearch"]["ok"] is False and "unreachable" in s["meilisearch"]["note"]
    s = _status(*lib.args, env={"OPENAI_BASE_URL": "http://127.0.0.1:11434/v1"})
    assert s["provider"]["ok"] is True and s["provider"]["value"] == "openai (gpt-4o-mini)"
    s = _status(*lib.args, env={"MYLIFEDB_PROVIDER": "gpt"})  # a bad value is reported, not fatal
    assert s["provider"]["ok"] is False and "unknown provider 'gpt'" in s["provider"]["note"]
    with MeiliRecorder() as meili:
        s = _status(*lib.args, env={"MEILI_URL": meili.url})  # the environment wins over the file
        assert s["meilisearch"] == {
            "ok": True,
            "value": meili.url,
            "note": "reachable",
            "hint": None,
        }


def test_config_precedence_flag_env_file_default(
    lib: Lib, config_file: Path, tmp_path: Path
) -> None:
    other = make_lib(tmp_path / "other")
    config_file.write_text(
        f'root = "{other.root}"\n[organizer]\nprovider = "local"\nmodel = "from-file"\n'
        "auto_accept = 0.9\n"
    )

    def show(*args: str, env: dict[str, str] | None = None) -> dict[str, Any]:
        r = run("config", "show", "--json", *args, env=env)
        assert r.code == 0, r.err
        return json.loads(r.out)  # type: ignore[no-any-return]

    s = show()
    assert s["config_file"] == {"value": str(config_file), "source": "exists"}
    assert s["root"] == {"value": str(other.root), "source": "config file"}
    assert s["model"] == {"value": "from-file", "source": "config file"}
    assert s["auto_accept"]["value"] == 0.9
    s = show(env={"MYLIFEDB_ROOT": str(lib.root), "MYLIFEDB_MODEL": "from-env"})
    assert s["root"] == {"value": str(lib.root), "source": "$MYLIFEDB_ROOT"}
    assert s["model"] == {"value": "from-env", "source": "$MYLIFEDB_MODEL"}
    s = show("--root", str(tmp_path), "--model", "from-flag", env={"MYLIFEDB_ROOT": str(lib.root)})
    assert s["root"]["source"] == "flag" and s["model"] == {"value": "from-flag", "source": "flag"}
    config_file.unlink()
    s = show()
    assert s["root"] == {"value": str(Path.home() / "MyLifeDB"), "source": "default"}
    assert s["provider"]["source"].startswith("default")


def test_the_config_file_reaches_the_commands(lib: Lib, config_file: Path) -> None:
    config_file.write_text(
        f'root = "{lib.root}"\n[organizer]\nprovider = "local"\nmodel = "my-offline"\n'
        "auto_accept = 0.01\n"
    )
    r = run(
        "watch", "--once", "--state-dir", str(lib.state)
    )  # no --root, no --provider, no --auto-accept
    assert r.code == 0, r.err
    assert (
        lib.root / "work/acme/compensation/w2.txt"
    ).is_file()  # auto-accepted: confidence >= 0.01
    runs = json.loads(run("runs", "--json", "--state-dir", str(lib.state)).out)["runs"]
    assert {x["model"] for x in runs} == {"my-offline"}


@pytest.mark.parametrize(
    "text, expected",
    [
        ("root = \n", "is not valid TOML"),
        ("[organiser]\nprovider = 'local'\n", "unknown key 'organiser'"),
        ("[organizer]\nauto_accept = 2\n", "organizer.auto_accept"),
        ("[organizer]\nprovider = 'gpt'\n", "organizer.provider"),
    ],
)
def test_a_bad_config_file_is_one_line_and_exit_1(
    lib: Lib, config_file: Path, text: str, expected: str
) -> None:
    config_file.write_text(text)
    p = run_exe("status", *lib.args, env=clean_env(MYLIFEDB_CONFIG=str(config_file)))
    assert p.returncode == 1 and one_error_line(p.stderr), p.stderr
    assert str(config_file) in p.stderr and expected in p.stderr


def test_config_path_and_init(config_file: Path) -> None:
    r = run("config", "path")
    assert r.code == 0 and r.out.strip() == str(config_file)
    assert json.loads(run("config", "path", "--json").out) == {
        "path": str(config_file),
        "exists": False,
    }
    assert run("config", "init").code == 0
    cfg = load_config(config_file)  # the template parses, and sets nothing
    assert (
        cfg.exists
        and cfg.root is None
        and cfg.organizer.provider is None
        and cfg.search.backend is None
    )
    before = config_file.read_text()
    r = run("config", "init")
    assert r.code == 1 and "already exists" in r.err and config_file.read_text() == before


def test_shell_completion_scripts_are_produced() -> None:
    for shell, marker in (
        ("bash", "complete -o nosort -F"),
        ("zsh", "compdef"),
        ("fish", "complete --no-files"),
    ):
        p = subprocess.run(
            [str(EXE)],
            env=clean_env(_MYLIFEDB_COMPLETE=f"{shell}_source"),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert p.returncode == 0 and marker in p.stdout and "_MYLIFEDB_COMPLETE" in p.stdout, (
            shell,
            p.stderr,
        )
    # and it completes: the subcommands of `mylifedb`
    p = subprocess.run(
        [str(EXE)],
        env=clean_env(
            _MYLIFEDB_COMPLETE="bash_complete", COMP_WORDS="mylifedb sta", COMP_CWORD="1"
        ),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "plain,status" in p.stdout.replace("\n", ",")


def test_python_m_server_is_the_same_cli() -> None:
    p = subprocess.run(
        [sys.executable, "-m", "server", "status", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        env=clean_env(),
    )
    assert p.returncode == 0 and "--json" in p.stdout
