"""`mylifedb index` says how many files it could only index by name (their content could
not be read) and names a few; `--json` keeps its shape (the count only)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from server.cli import cli
from tests.fixtures import write_library


def test_index_names_the_files_it_could_not_read(tmp_path: Path) -> None:
    files = {"guideline.md": "x", "notes/ok.txt": "fine"}
    files |= {f"inbox/broken {i}.pdf": "this is not a PDF" for i in range(7)}
    write_library(tmp_path / "lib", files)
    args = ["--root", str(tmp_path / "lib"), "--state-dir", str(tmp_path / "state")]
    out = CliRunner().invoke(cli, ["index", *args], env={"COLUMNS": "200"})
    assert out.exit_code == 0, out.output
    assert "7 files could not be read" in out.output
    assert sum(f"inbox/broken {i}.pdf" in out.output for i in range(7)) == 5
    assert "and 2 more" in out.output
    as_json = CliRunner().invoke(
        cli, ["index", "--json", *args[:2], "--state-dir", str(tmp_path / "s2")]
    )
    data = json.loads(as_json.output)
    assert data["digest_errors"] == 7 and "digest_failed" not in data
