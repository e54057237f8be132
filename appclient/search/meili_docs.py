"""How a file looks to Meilisearch, and how a Meilisearch hit comes back: documents, ids,
filter expressions and the ``match_context`` of a hit. Pure functions, no I/O."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from ..embed.base import from_blob
from ..models import SearchMode
from ..paths import ancestor_folders
from .backend import SearchDoc, SearchFilters

__all__ = [
    "index_uid_for",
    "doc_id",
    "folder_prefixes",
    "to_document",
    "quote_filter_value",
    "build_filter",
    "match_context",
    "pick_embedder",
    "embedder_settings",
    "search_params",
    "CROP_WORDS",
    "VECTOR_EMBEDDER",
    "batches",
    "approx_bytes",
    "SEARCHABLE_ATTRIBUTES",
    "FILTERABLE_ATTRIBUTES",
    "DISPLAYED_ATTRIBUTES",
    "BATCH_DOCS",
    "BATCH_BYTES",
]

# Order is ranking weight for Meilisearch's `attribute` rule: a hit in the name beats one in
# the path, which beats one in the extracted text.
SEARCHABLE_ATTRIBUTES = ["name", "path", "content"]
FILTERABLE_ATTRIBUTES = ["folder_prefixes", "mime_type", "mime_major"]
# folder_prefixes and mime_major exist only to filter on: never returned.
DISPLAYED_ATTRIBUTES = ["id", "path", "name", "folder", "mime_type", "size", "mtime", "content"]

CROP_WORDS = 24
SEMANTIC_RATIO = 0.5  # an embedder the user configured on their instance
OUR_SEMANTIC_RATIO = 2 / 3  # our vectors: meaning weighs twice words, as in hybrid.py's RRF
BATCH_DOCS = 1_000
BATCH_BYTES = 8 * 1024 * 1024  # well under Meilisearch's default 100 MB payload limit


def index_uid_for(root: Path) -> str:
    """A stable index uid per library, keyed by its resolved path (like the state folder)."""
    return "mylifedb_" + hashlib.sha256(str(root).encode()).hexdigest()[:12]


def doc_id(path: str) -> str:
    """Meilisearch ids allow only [A-Za-z0-9_-] and at most 511 bytes: hash the path."""
    return hashlib.sha1(path.encode("utf-8", "surrogatepass")).hexdigest()


def folder_prefixes(folder: str) -> list[str]:
    """Every ancestor folder, so one equality filter selects a whole subtree:
    'life/gov docs/' -> ['life/', 'life/gov docs/']; '' (the root) -> []."""
    return ancestor_folders(folder)


VECTOR_EMBEDDER = "mylifedb"  # our vectors, sent with each document ('userProvided')


def embedder_settings(dim: int) -> dict[str, Any]:
    """The index's embedder for the vectors mylifedb computes itself."""
    return {VECTOR_EMBEDDER: {"source": "userProvided", "dimensions": dim}}


def to_document(doc: SearchDoc, dim: int | None = None) -> dict[str, Any]:
    """The document; with ``dim`` (vectors in use) its vector under ``_vectors``, or null
    when it has none yet (it is then found by words only)."""
    out = _fields(doc)
    if dim is not None:
        vec = None
        if doc.vector is not None:
            vec = [round(float(x), 5) for x in from_blob(doc.vector, dim)]
        out["_vectors"] = {VECTOR_EMBEDDER: vec}
    return out


def _fields(doc: SearchDoc) -> dict[str, Any]:
    return {
        "id": doc_id(doc.path),
        "path": doc.path,
        "name": doc.name,
        "folder": doc.folder,
        "folder_prefixes": folder_prefixes(doc.folder),
        "mime_type": doc.mime_type,
        "mime_major": doc.mime_type.split("/", 1)[0],
        "size": doc.size,
        "mtime": doc.mtime,
        "content": doc.content,
    }


def quote_filter_value(value: str) -> str:
    """A double-quoted filter literal. Meilisearch (>= 1.4) unescapes backslash-escaped
    backslashes and quotes inside quoted values."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build_filter(filters: SearchFilters) -> str | None:
    """``folder`` 'life/' -> folder_prefixes = "life/"; ``mime_prefix`` 'image/' ->
    mime_major = "image", a full type 'application/pdf' -> mime_type = "application/pdf".
    Conditions are joined with AND; None when there is nothing to filter on."""
    conds: list[str] = []
    if filters.folder:
        conds.append(f"folder_prefixes = {quote_filter_value(filters.folder)}")
    if filters.mime_prefix:
        mp = filters.mime_prefix
        if mp.endswith("/"):
            conds.append(f"mime_major = {quote_filter_value(mp[:-1])}")
        else:
            conds.append(f"mime_type = {quote_filter_value(mp)}")
    return " AND ".join(conds) or None


def _one_line(text: Any) -> str:
    return " ".join(str(text).split()) if text is not None else ""


def match_context(hit: dict[str, Any]) -> str:
    """The highlighted content crop when the content matched, else the highlighted name or
    path; for a purely semantic hit (nothing highlighted) the content crop or the name."""
    fmt = hit.get("_formatted") or {}
    positions = hit.get("_matchesPosition")
    order = ("content", "name", "path")
    if isinstance(positions, dict):
        for attr in order:
            if positions.get(attr) and fmt.get(attr):
                return _one_line(fmt[attr])
    else:  # a server that ignored showMatchesPosition: look for our tags
        for attr in order:
            text = _one_line(fmt.get(attr))
            if "[" in text and "]" in text:
                return text
    return _one_line(fmt.get("content")) or _one_line(fmt.get("name") or hit.get("name"))


def pick_embedder(embedders: dict[str, Any]) -> str | None:
    """An embedder Meilisearch can run on the query text itself: 'userProvided' ones need
    the caller to send a vector, which we cannot."""
    usable = [
        name
        for name, conf in embedders.items()
        if name != VECTOR_EMBEDDER
        and not (isinstance(conf, dict) and conf.get("source") == "userProvided")
    ]
    if "default" in usable:
        return "default"
    return usable[0] if usable else None


def approx_bytes(d: dict[str, Any]) -> int:
    vectors = 12 * 512 if d.get("_vectors") else 0
    return len(d["content"].encode("utf-8", "surrogatepass")) + 2 * len(d["path"]) + 256 + vectors


def batches(docs: Iterable[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    size = 0
    for d in docs:
        batch.append(d)
        size += approx_bytes(d)
        if len(batch) >= BATCH_DOCS or size >= BATCH_BYTES:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


def search_params(
    limit: int,
    mode: SearchMode,
    query_vector: np.ndarray | None,
    dim: int | None,
    user_embedder: str | None,
) -> dict[str, Any]:
    """The search request: keyword mode as ever; hybrid and semantic send our vector to
    our 'userProvided' embedder (semanticRatio 2/3, or 1 for semantic), or use an
    embedder the user configured on the instance; any word may be left out (matching
    strategy 'frequency': the commonest words go first)."""
    params: dict[str, Any] = {
        # page/hitsPerPage make totalHits exhaustive (up to maxTotalHits, 1,000 by default).
        "page": 1,
        "hitsPerPage": max(1, limit),
        "matchingStrategy": "last",
        "attributesToRetrieve": ["path", "name", "folder", "mime_type"],
        "attributesToHighlight": ["name", "path", "content"],
        "attributesToCrop": ["content"],
        "cropLength": CROP_WORDS,
        "highlightPreTag": "[",
        "highlightPostTag": "]",
        "showRankingScore": True,
        "showMatchesPosition": True,
    }
    if mode == "keyword":
        return params
    params["matchingStrategy"] = "frequency"
    if query_vector is not None and dim is not None:
        params["vector"] = [round(float(x), 5) for x in query_vector]
        ratio = 1.0 if mode == "semantic" else OUR_SEMANTIC_RATIO
        params["hybrid"] = {"embedder": VECTOR_EMBEDDER, "semanticRatio": ratio}
    elif user_embedder:
        ratio = 1.0 if mode == "semantic" else SEMANTIC_RATIO
        params["hybrid"] = {"embedder": user_embedder, "semanticRatio": ratio}
    return params
