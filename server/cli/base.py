"""What every `mylifedb` command shares: the command group, library options (flag →
environment → config file → default, resolved into one Settings), paths as the user types
them, running a coroutine with one-line errors, JSON output and the progress bar.

Every command is a thin adapter over the AppClient: errors are one clear line on stderr and
exit 1 (usage errors exit 2), never a traceback or an ExceptionGroup, written from the error's
fields (where to look next comes as data, said here in CLI words).
Logs go to stderr; stdout carries only the command's output (and, for `serve`, the protocol)."""

from __future__ import annotations

import functools
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import anyio
import click
from pydantic import BaseModel

from appclient import (
    Config,
    MyLifeDBError,
    OutsideRoot,
    See,
    Settings,
    load_config,
)
from appclient.settings import DEFAULT_HOST, DEFAULT_PORT, debug_enabled
from server.logfmt import escape_handlers

from .group import LazyGroup

if TYPE_CHECKING:  # the library's code is imported by the commands that open one
    from appclient import LocalAppClient

T = TypeVar("T")
log = logging.getLogger("mylifedb")

JSON_HELP = "Print the result as JSON (the same field names as the text output)."


def _setup_logging(verbose: bool) -> None:
    """Info on stderr; ``-v`` (or MYLIFEDB_DEBUG) adds our own debug lines, never the
    libraries' (aiosqlite logs every statement at debug)."""
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    escape_handlers()  # a file name's ESC or newline never reaches the terminal raw
    if verbose or debug_enabled():
        logging.getLogger("mylifedb").setLevel(logging.DEBUG)
    for noisy in ("httpx", "httpcore", "mcp", "uvicorn.access", "watchfiles", "aiosqlite"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


# Where to look next (an error's ``see``), in a shell's words (a model reads tool names:
# server/mcp/errors.py).
SEE: dict[See, str] = {
    "suggestions": "`mylifedb suggestions` lists the current ones",
    "folders": "`mylifedb folders` lists the folders that exist",
    "create_folder": "add --create to make that new folder",
    "search": "`mylifedb search` finds a file by name or content",
    "moves": "`mylifedb moves` lists the moves and their batches",
    "reindex": "move that file aside and run `mylifedb index` to build a new one (the "
    "suggestions and move history in it are lost)",
}


def cli_message(exc: BaseException) -> str:
    """An error as one line for a person at a shell, from its fields (never its wording)."""
    if not isinstance(exc, MyLifeDBError):
        return str(exc)
    text = str(exc)  # the message, and the closest matches
    if exc.see is not None:
        text += f"; {SEE[exc.see]}"
    return text


def fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    raise SystemExit(1)


def _leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for sub in exc.exceptions for leaf in _leaves(sub)]
    return [exc]


def run_async(fn: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine; turn every failure into one line and exit 1."""
    try:
        return anyio.run(fn)
    except BaseException as exc:  # noqa: B036 - sorted out below, re-raised when not ours
        _exit_for(exc)
    raise AssertionError("unreachable")


def _exit_for(exc: BaseException) -> None:
    leaves = _leaves(exc)
    # A task group wraps the one error that matters: say that one.
    mine = [e for e in leaves if isinstance(e, MyLifeDBError)]
    if mine:
        fail(cli_message(mine[0]))
    if any(isinstance(e, KeyboardInterrupt) for e in leaves):
        click.echo("stopped (Ctrl-C)", err=True)
        raise SystemExit(130) from None
    if any(isinstance(e, BrokenPipeError) for e in leaves):  # `mylifedb runs | head`: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(141) from None
    for e in leaves:
        if isinstance(e, (SystemExit, click.exceptions.Exit, click.ClickException)):
            raise e
    if debug_enabled():
        raise exc
    first = leaves[0]
    fail(f"{type(first).__name__}: {first} (set MYLIFEDB_DEBUG=1 for details)")


def current_config() -> Config:
    """The user's config file, read once per command (a bad one is one error line)."""
    ctx = click.get_current_context()
    root_ctx = ctx.find_root()
    if "config" not in root_ctx.meta:
        try:
            root_ctx.meta["config"] = load_config()
        except MyLifeDBError as exc:
            fail(str(exc))
    config: Config = root_ctx.meta["config"]
    return config


# Flags a command may have besides --root/--state-dir/--backend that are settings too: they
# go into the one Settings (``appclient.settings``) rather than to the command.
SETTING_FLAGS = (
    "host",
    "port",
    "provider",
    "model",
    "auto_accept",
    "min_confidence",
    "exclude",
    "max_turns",
    "timeout",
)


def resolve_settings(
    root: Path | None, state_dir: Path | None, backend: str | None, **flags: Any
) -> Settings:
    if state_dir is not None and state_dir.exists() and not state_dir.is_dir():
        fail(f"the state directory {str(state_dir)!r} is a file, not a folder")
    try:
        return Settings.resolve(
            root=root,
            state_dir=state_dir,
            search_backend=backend,
            config=current_config(),
            **flags,
        )
    except MyLifeDBError as exc:
        fail(cli_message(exc))
    raise AssertionError("unreachable")


def raw_library_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    fn = click.option(
        "--backend",
        type=click.Choice(["sqlite", "meilisearch"]),
        default=None,
        help="Search backend (default $MYLIFEDB_SEARCH_BACKEND, the config file, or sqlite).",
    )(fn)
    fn = click.option(
        "--state-dir",
        type=click.Path(path_type=Path),
        default=None,
        help="Where the index lives (default $MYLIFEDB_STATE_DIR, or a per-library folder "
        "in the user data dir).",
    )(fn)
    return click.option(
        "--root",
        type=click.Path(path_type=Path),
        default=None,
        help="Library folder (default $MYLIFEDB_ROOT, the config file's root, or ~/MyLifeDB).",
    )(fn)


def host_port_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--host/--port (into Settings)."""
    fn = click.option(
        "--port", default=DEFAULT_PORT, show_default=True, type=click.IntRange(0, 65535)
    )(fn)
    return click.option(
        "--host", default=DEFAULT_HOST, show_default=True, help="Where the server listens."
    )(fn)


def library_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--root/--state-dir/--backend (and any of SETTING_FLAGS the command has), resolved
    into one Settings. A group (`suggestions`) may
    take them too: `mylifedb suggestions --root R accept ID` works like `... accept ID --root R`."""

    @raw_library_options
    @functools.wraps(fn)
    def wrapper(
        *args: Any, root: Path | None, state_dir: Path | None, backend: str | None, **kw: Any
    ) -> Any:
        outer = click.get_current_context().find_object(dict) or {}
        root = root if root is not None else outer.get("root")
        state_dir = state_dir if state_dir is not None else outer.get("state_dir")
        backend = backend if backend is not None else outer.get("backend")
        flags = {k: kw.pop(k) for k in SETTING_FLAGS if k in kw}
        return fn(*args, settings=resolve_settings(root, state_dir, backend, **flags), **kw)

    return wrapper


def library_path(root: Path, text: str) -> str:
    """A path as the user typed it, relative to the library root for the core (which checks
    it through ``resolve_path``): an absolute path inside the library, or one relative to the
    current folder when that is inside the library (shell completion gives those), is accepted."""
    folder = text.endswith(("/", os.sep))
    typed = Path(text).expanduser()
    if typed.is_absolute():
        candidate = _real_parent(typed)
        if candidate != root and not candidate.is_relative_to(root):
            raise OutsideRoot(f"{text!r} is outside the library ({root})")
    elif not (root / typed).exists() and (Path.cwd() / typed).exists():
        candidate = _real_parent(Path.cwd() / typed)
        if candidate != root and not candidate.is_relative_to(root):
            return text  # the core says what is wrong with it
    else:
        return text
    rel = candidate.relative_to(root).as_posix() if candidate != root else ""
    return rel + "/" if folder and rel else rel


def _real_parent(path: Path) -> Path:
    # Resolve the folders, keep the last name: a symlink there is the core's to refuse.
    path = Path(os.path.normpath(path))
    return (
        Path(os.path.realpath(path.parent)) / path.name
        if path.name
        else Path(os.path.realpath(path))
    )


async def open_client(
    settings: Settings, *, index: bool = True, quiet: bool = False
) -> LocalAppClient:
    """The library opened, and (``index``) brought up to date first."""
    from appclient import LocalAppClient

    log.debug("opening the library %s (index %s)", settings.root, settings.db_path)
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

    def __init__(self, label: str = "indexing") -> None:
        self._label = label
        self._bar: Any = None
        self._done = 0

    def __call__(self, done: int, total: int) -> None:
        if total < 200:
            return
        if self._bar is None:
            self._bar = click.progressbar(
                length=total, label=self._label, file=sys.stderr, show_pos=True
            )
            self._bar.__enter__()
        self._bar.update(done - self._done)
        self._done = done

    def close(self) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)


def emit_json(model: BaseModel | dict[str, Any]) -> None:
    text = (
        model.model_dump_json(indent=2)
        if isinstance(model, BaseModel)
        else json.dumps(model, indent=2)
    )
    click.echo(text)  # stdout ok


def json_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--json", "as_json", is_flag=True, help=JSON_HELP)(fn)


@click.group(
    cls=LazyGroup,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.option("-v", "--verbose", is_flag=True, help="Debug logging on stderr.")
@click.version_option(package_name="mylifedb-mcp")
def cli(verbose: bool) -> None:
    """mylifedb: an MCP server and inbox organizer for your own library of files.

    Start with `mylifedb demo`, then `mylifedb status`. Every command that prints data takes
    --json. Settings come from flags, then environment variables, then the config file
    (`mylifedb config path`)."""
    _setup_logging(verbose)
