"""Settings resolve explicit → environment → default, once, at the edge."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

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
    key = hashlib.sha256(str(root).encode()).hexdigest()[:12]
    return Path(platformdirs.user_data_dir(APP_NAME)) / "libraries" / f"{root.name or 'root'}-{key}"


@dataclass(frozen=True)
class Settings:
    root: Path
    state_dir: Path
    search_backend: str = "sqlite"
    meili_url: str | None = None
    meili_key: str | None = None

    @classmethod
    def resolve(
        cls,
        root: str | os.PathLike[str] | None = None,
        state_dir: str | os.PathLike[str] | None = None,
        search_backend: str | None = None,
    ) -> Settings:
        root_path = Path(root).expanduser() if root is not None else default_root()
        root_path = Path(os.path.realpath(root_path))
        state = Path(state_dir).expanduser() if state_dir is not None else default_state_dir(root_path)
        backend = (search_backend or os.environ.get("MYLIFEDB_SEARCH_BACKEND") or "sqlite").lower()
        if backend not in BACKENDS:
            raise InvalidArgument(f"unknown search backend {backend!r}; choose one of {', '.join(BACKENDS)}")
        return cls(
            root=root_path,
            state_dir=Path(os.path.abspath(state)),
            search_backend=backend,
            meili_url=os.environ.get("MEILI_URL"),
            meili_key=os.environ.get("MEILI_MASTER_KEY"),
        )

    @property
    def db_path(self) -> Path:
        return self.state_dir / "index.db"
