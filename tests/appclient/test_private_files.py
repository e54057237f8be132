"""The state folder, the index, caches and rewritten client configs are this user's only:
0700 folders and 0600 files whatever the umask, an older 0755/0644 state tightened when it
is opened, and another local user (a real second uid where the machine allows) cannot read
document text out of the index."""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path

from appclient import LocalAppClient, Settings
from server.cli.clients import merge_server
from tests.fixtures import write_library
from tests.fixtures.other_user import as_nobody, needs_other_user, shared_tmp


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


async def _open_and_index(root: Path, state: Path) -> None:
    c = await LocalAppClient.open(Settings.resolve(root=root, state_dir=state))
    try:
        await c.index()
    finally:
        await c.aclose()


async def test_state_is_private_whatever_the_umask(tmp_path: Path) -> None:
    write_library(tmp_path / "lib", {"notes/secret.txt": "my bank PIN is 0000"})
    old = os.umask(0o022)
    try:
        await _open_and_index(tmp_path / "lib", tmp_path / "deep" / "state")
    finally:
        os.umask(old)
    state = tmp_path / "deep" / "state"
    assert _mode(state) == 0o700 and _mode(tmp_path / "deep") == 0o700
    assert _mode(state / "index.db") == 0o600
    for f in state.rglob("*"):
        assert _mode(f) & 0o077 == 0, f


async def test_an_older_open_state_folder_is_tightened(tmp_path: Path) -> None:
    write_library(tmp_path / "lib", {"notes/a.txt": "a"})
    state = tmp_path / "state"
    await _open_and_index(tmp_path / "lib", state)
    os.chmod(state, 0o755)
    os.chmod(state / "index.db", 0o644)
    await _open_and_index(tmp_path / "lib", state)
    assert _mode(state) == 0o700 and _mode(state / "index.db") == 0o600


@needs_other_user
async def test_another_user_cannot_read_the_index() -> None:
    base = shared_tmp()
    try:
        write_library(base / "lib", {"notes/secret.txt": "my bank PIN is 0000"})
        await _open_and_index(base / "lib", base / "state")
        probe = as_nobody(
            "import sqlite3, sys\n"
            f"p = {str(base / 'state' / 'index.db')!r}\n"
            "try:\n"
            "    data = open(p, 'rb').read()\n"
            "except OSError as e:\n"
            "    print('refused', e.errno); sys.exit(0)\n"
            "print('READ', b'PIN' in data)\n"
        )
        assert probe.stdout.startswith("refused"), probe
    finally:
        shutil.rmtree(base)


def test_a_rewritten_client_config_keeps_its_mode(tmp_path: Path) -> None:
    cfg = tmp_path / "claude_desktop_config.json"
    cfg.write_text(json.dumps({"mcpServers": {"other": {"env": {"TOKEN": "secret"}}}}))
    os.chmod(cfg, 0o600)
    old = os.umask(0o022)
    try:
        res = merge_server(cfg, "mcpServers", {"command": "mylifedb", "args": ["serve"]})
        fresh = tmp_path / "new" / "mcp.json"
        merge_server(fresh, "servers", {"command": "mylifedb"})
    finally:
        os.umask(old)
    assert res.changed and _mode(cfg) == 0o600
    assert res.backup is not None and _mode(res.backup) == 0o600
    assert json.loads(cfg.read_text())["mcpServers"]["other"]["env"]["TOKEN"] == "secret"
    assert _mode(fresh) == 0o600
    os.chmod(cfg, 0o644)  # a mode the user chose is kept too
    merge_server(cfg, "mcpServers", {"command": "mylifedb", "args": ["serve", "-v"]})
    assert _mode(cfg) == 0o644


def test_the_events_file_is_private(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from server.cli import cli

    write_library(tmp_path / "lib", {"guideline.md": "x", "inbox/.keep": ""})
    events = tmp_path / "events.jsonl"
    old = os.umask(0o022)
    try:
        result = CliRunner().invoke(
            cli,
            [
                "watch",
                "--once",
                "--provider",
                "local",
                "--root",
                str(tmp_path / "lib"),
                "--state-dir",
                str(tmp_path / "state"),
                "--events",
                str(events),
            ],
        )
    finally:
        os.umask(old)
    assert result.exit_code == 0, result.output
    assert _mode(events) == 0o600
