"""Search backends behind one seam (``SearchBackend``): ``sqlite`` (FTS5 in the index
database, the default) and ``meilisearch`` (a mirror for scale, imported only when chosen).
``words`` holds what every backend agrees on: the words of a query and of a file name.

Names are imported on first use: a process that needs only ``fts`` or ``words`` (the
indexer's worker processes) does not load numpy and the backends."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .backend import SearchBackend, SearchDoc, SearchFilters
    from .sqlite import SqliteSearch
    from .words import name_words, query_words, split_camel

_HOMES = {
    ".backend": ("SearchBackend", "SearchDoc", "SearchFilters"),
    ".sqlite": ("SqliteSearch",),
    ".words": ("query_words", "name_words", "split_camel"),
}
_HOME = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [
    "SearchBackend",
    "SearchDoc",
    "SearchFilters",
    "SqliteSearch",
    "query_words",
    "name_words",
    "split_camel",
]


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module, __name__), name)
