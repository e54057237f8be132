"""Running `mylifedb` in tests: in-process through click's runner (stdout and stderr apart),
or as the installed console script in a real subprocess where the exit code, the TTY or the
executable's own path matters."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from click.testing import CliRunner

from server.cli import cli
from tests.fixtures import write_library

EXE = Path(sys.executable).parent / "mylifedb"  # the installed console script
VENDOR_ENV = (
    "ANTHROPIC_API_KEY",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "MYLIFEDB_PROVIDER",
    "MYLIFEDB_MODEL",
    "MYLIFEDB_ROOT",
    "MYLIFEDB_STATE_DIR",
    "MYLIFEDB_SEARCH_BACKEND",
    "MEILI_URL",
)

GUIDELINE = (
    "Pay slips and W-2 forms from ACME go to work/acme/compensation/.\n"
    "IDs and visas go to life/gov docs/.\n"
)
FILES = {
    "guideline.md": GUIDELINE,
    "work/acme/compensation/payslip-2024-01.txt": "ACME payslip January 2024 net salary",
    "life/gov docs/passport.txt": "passport number X123",
    "inbox/w2.txt": "Form W-2 Wage and Tax Statement 2024. Employer: ACME Corp",
    "inbox/visa.txt": "visa approval letter",
}


@dataclass(frozen=True)
class Lib:
    root: Path
    state: Path

    @property
    def args(self) -> list[str]:
        return ["--root", str(self.root), "--state-dir", str(self.state)]


def make_lib(tmp_path: Path, files: dict[str, str] | None = None) -> Lib:
    root = write_library(tmp_path / "lib", files or FILES)
    return Lib(root, tmp_path / "state")


@dataclass(frozen=True)
class Result:
    code: int
    out: str
    err: str


def run(*args: str, env: dict[str, str] | None = None) -> Result:
    r = CliRunner(env=env).invoke(cli, list(args), catch_exceptions=False)
    return Result(r.exit_code, r.stdout, r.stderr)


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in VENDOR_ENV}
    env.update(extra)
    return env


def run_exe(
    *args: str, env: dict[str, str] | None = None, cwd: Path | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(EXE), *args],
        env=env if env is not None else clean_env(),
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def one_error_line(err: str) -> bool:
    """Exactly one line, starting 'error: ', with no traceback or exception group."""
    return (
        err.startswith("error: ")
        and err.count("\n") == 1
        and "Traceback" not in err
        and "ExceptionGroup" not in err
        and "TaskGroup" not in err
    )
