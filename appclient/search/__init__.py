"""Search backends behind one seam (``SearchBackend``): ``sqlite`` (FTS5 in the index
database, the default) and ``meilisearch`` (a mirror for scale, imported only when chosen).
``words`` holds what every backend agrees on: the words of a query and of a file name."""

from .backend import SearchBackend, SearchDoc, SearchFilters
from .sqlite import SqliteSearch
from .words import name_words, query_words, split_camel

__all__ = [
    "SearchBackend",
    "SearchDoc",
    "SearchFilters",
    "SqliteSearch",
    "query_words",
    "name_words",
    "split_camel",
]
