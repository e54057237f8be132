"""Settings resolve flag → environment → config file → default, once, at the edge."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from .config import Config, pick
from .errors import InvalidArgument

__all__ = ["Settings", "default_root", "default_state_dir"]

APP_NAME = "mylifedb"
BACKENDS = ("sqlite", "meilisearch")


def default_root() -> Path:
    env = os.environ.get("MYLIFEDB_ROOT")
    return Path(env).expanduser() if env else Path.home() / "MyLifeDB"


def default_state_dir(root: Path) -> Path:
    """Outside the library (sync services corrupt live SQLite files, and writes inside the
    root would wake the root's own watcher): one folder per library, keyed by its real path."""
    env = os.environ.get("MYLIFEDB_STATE_DIR")
    if env:
        return Path(env).expanduser()
    return per_library_state_dir(root)


def per_library_state_dir(root: Path) -> Path:
    key = hashlib.sha256(str(root).encode()).hexdigest()[:12]
    return Path(platformdirs.user_data_dir(APP_NAME)) / "libraries" / f"{root.name or 'root'}-{key}"


@dataclass(frozen=True)
class Settings:
    root: Path
    state_dir: Path
    search_backend: str = "sqlite"
    meili_url: str | None = None
    meili_key: str | None = None
    # Where each setting came from ('flag', '$MYLIFEDB_ROOT', 'config file', 'default').
    sources: dict[str, str] = field(default_factory=dict, compare=False, hash=False)

    @classmethod
    def resolve(
        cls,
        root: str | os.PathLike[str] | None = None,
        state_dir: str | os.PathLike[str] | None = None,
        search_backend: str | None = None,
        *,
        config: Config | None = None,
    ) -> Settings:
        """``config`` is the user's config file (``appclient.config.load_config()``); without
        one, only flags, the environment and the defaults count."""
        config = config if config is not None else Config()
        root_choice = pick(root, "MYLIFEDB_ROOT", config.root, Path.home() / "MyLifeDB")
        root_path = Path(os.path.realpath(Path(root_choice.value).expanduser()))
        state_choice = pick(state_dir, "MYLIFEDB_STATE_DIR", None, None)
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
        return cls(
            root=root_path,
            state_dir=Path(os.path.abspath(state)),
            search_backend=backend,
            meili_url=meili_choice.value,
            meili_key=os.environ.get("MEILI_MASTER_KEY"),
            sources={
                "root": root_choice.source,
                "state_dir": state_choice.source,
                "search_backend": backend_choice.source,
                "meili_url": meili_choice.source,
            },
        )

    @property
    def db_path(self) -> Path:
        return self.state_dir / "index.db"
