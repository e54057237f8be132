"""What every `mylifedb` command shares: the command group, library options, running a
coroutine with one-line errors, JSON output and the progress bar. Every command is a thin adapter over the AppClient: errors are
one clear line on stderr and exit 1 (usage errors exit 2), never a traceback; logs go to
stderr; stdout carries only the command's output (and, for `serve`, the stdio protocol)."""

from __future__ import annotations

import functools
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import anyio
import click
from pydantic import BaseModel

from appclient import LocalAppClient, MyLifeDBError, Settings

T = TypeVar("T")
log = logging.getLogger("mylifedb")


def _setup_logging(verbose: bool) -> None:
    level = logging.DEBUG if verbose or os.environ.get("MYLIFEDB_DEBUG") else logging.INFO
    logging.basicConfig(stream=sys.stderr, level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for noisy in ("httpx", "httpcore", "mcp", "uvicorn.access", "watchfiles"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


def fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    raise SystemExit(1)


def run_async(fn: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine; turn every failure into one line and exit 1."""
    try:
        return anyio.run(fn)
    except MyLifeDBError as exc:
        fail(str(exc))
    except KeyboardInterrupt:
        raise SystemExit(130) from None
    except BrokenPipeError:  # `mylifedb runs | head`: the reader left; stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(141) from None
    except (SystemExit, click.exceptions.Exit, click.ClickException):
        raise
    except Exception as exc:  # last resort: never a traceback for the user
        if os.environ.get("MYLIFEDB_DEBUG"):
            raise
        fail(f"{type(exc).__name__}: {exc} (set MYLIFEDB_DEBUG=1 for details)")
    raise AssertionError("unreachable")


def raw_library_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    fn = click.option("--backend", type=click.Choice(["sqlite", "meilisearch"]), default=None,
                      help="Search backend (default $MYLIFEDB_SEARCH_BACKEND or sqlite).")(fn)
    fn = click.option("--state-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                      help="Where the index lives (default: per-library folder in the user data dir, "
                           "or $MYLIFEDB_STATE_DIR).")(fn)
    return click.option("--root", type=click.Path(file_okay=False, path_type=Path), default=None,
                        help="Library folder (default $MYLIFEDB_ROOT or ~/MyLifeDB).")(fn)


def library_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--root/--state-dir/--backend, resolved into one Settings. A group (`suggestions`) may
    take them too: `mylifedb suggestions --root R accept ID` works like `... accept ID --root R`."""

    @raw_library_options
    @functools.wraps(fn)
    def wrapper(*args: Any, root: Path | None, state_dir: Path | None, backend: str | None, **kw: Any) -> Any:
        outer = click.get_current_context().find_object(dict) or {}
        root = root if root is not None else outer.get("root")
        state_dir = state_dir if state_dir is not None else outer.get("state_dir")
        backend = backend if backend is not None else outer.get("backend")
        try:
            settings = Settings.resolve(root=root, state_dir=state_dir, search_backend=backend)
        except MyLifeDBError as exc:
            fail(str(exc))
        return fn(*args, settings=settings, **kw)

    return wrapper


async def open_client(settings: Settings, *, index: bool = True, quiet: bool = False) -> LocalAppClient:
    """The library opened, and (``index``) brought up to date first."""
    client = await LocalAppClient.open(settings)
    if index:
        bar = None if quiet or not sys.stderr.isatty() else ProgressBar()
        try:
            await client.index(bar)
        except BaseException:
            await client.aclose()
            raise
        finally:
            if bar:
                bar.close()
    return client


class ProgressBar:
    """click's progress bar on stderr, created once the total is known."""

    def __init__(self) -> None:
        self._bar: Any = None
        self._done = 0

    def __call__(self, done: int, total: int) -> None:
        if total < 200:
            return
        if self._bar is None:
            self._bar = click.progressbar(length=total, label="indexing", file=sys.stderr)
            self._bar.__enter__()
        self._bar.update(done - self._done)
        self._done = done

    def close(self) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)


def emit_json(model: BaseModel | dict[str, Any]) -> None:
    text = model.model_dump_json(indent=2) if isinstance(model, BaseModel) else json.dumps(model, indent=2)
    click.echo(text)  # stdout ok



@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("-v", "--verbose", is_flag=True, help="Debug logging on stderr.")
@click.version_option(package_name="mylifedb-mcp")
def cli(verbose: bool) -> None:
    """mylifedb: an MCP server and inbox organizer for your own library of files."""
    _setup_logging(verbose)

