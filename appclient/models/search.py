"""The shapes of a search's answer (``search``, ``find_similar``): part of the contract like
the rest of ``appclient.models``, which re-exports them."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .base import _absent_if_none, _Model

__all__ = [
    "SearchHit",
    "IndexingStatus",
    "MeaningStatus",
    "SearchResults",
    "SimilarFile",
    "SimilarFiles",
    "INDEXING",
    "NOTE",
]


class SearchHit(_Model):
    path: str = Field(
        description="File path relative to the library root, e.g. 'life/gov docs/passport.jpg'."
    )
    name: str = Field(description="File name.")
    folder: str = Field(
        description="Folder of the file relative to the root, ending in '/'; '' for the root itself."
    )
    mime_type: str
    score: float = Field(
        description="Relevance, 0 to 1. Hybrid search (the default): how likely this is a file "
        "the query means, calibrated so a hit at 0.8 is right about 80% of the time. "
        "Semantic: cosine similarity of meaning. Keyword: the share of the query's words it "
        "holds, roughly."
    )
    match_context: str = Field(
        description="Snippet around the match; matched words are wrapped in [brackets]."
    )
    matched: Literal["words", "meaning", "both"] = Field(
        default="words",
        description="Why it is here: it holds the query's words, it is similar in meaning "
        "(match_context then quotes its closest passage), or both.",
    )


class IndexingStatus(_Model):
    """How far the server's first index of the library is, while it runs."""

    done: int = Field(description="Files indexed so far.")
    total: int = Field(description="Files found on disk to index (0 while still counting).")


class MeaningStatus(_Model):
    """How many files search reads by meaning while their vectors are still being made."""

    embedded: int = Field(description="Files with a vector: found by meaning and by words.")
    total: int = Field(description="Files in the index: the others are found by words only.")


MEANING = (
    "Present only while vectors are still being made for some files (after a large change): "
    "hybrid and semantic answers then read only `embedded` of `total` files by meaning; every "
    "file is found by its words."
)
INDEXING = (
    "Present only while the server's first index of the library is still running: "
    "answers then cover only the files indexed so far."
)
NOTE = (
    "Present when this answer may be incomplete or stale, saying why (the first index "
    "still running, a failed index, changes on disk not being picked up)."
)


class SearchResults(_Model):
    query: str
    total_found: int = Field(
        description="How many files matched in all (results holds at most `limit`). Keyword mode: files "
        "holding every word, then, as words are dropped from the end of the query, the files holding "
        "the words left. Hybrid: files likely enough to match (over the relevance floor); when many "
        "files hold the words, the files holding any of them. Semantic: files close in meaning. "
        "Exact up to 1000; past that it is 1000 and total_is_estimate is true."
    )
    results: list[SearchHit] = Field(
        description="The files that match, best first. Empty when no file matches (hybrid: none "
        "is likely enough to be what the query means)."
    )
    related: list[SearchHit] = Field(
        default_factory=list,
        description="Hybrid search: a few files only loosely related to the query (under the "
        "relevance floor), offered apart from `results`; not matches. Empty otherwise.",
    )
    total_is_estimate: bool = Field(
        default=False,
        description="True when total_found is a lower bound (more than 1000 files matched).",
    )
    indexing: IndexingStatus | None = Field(
        default=None, description=INDEXING, exclude_if=_absent_if_none
    )
    note: str | None = Field(default=None, description=NOTE, exclude_if=_absent_if_none)
    meaning: MeaningStatus | None = Field(
        default=None, description=MEANING, exclude_if=_absent_if_none
    )


class SimilarFile(_Model):
    path: str
    name: str
    folder: str
    mime_type: str
    score: float = Field(description="Cosine similarity of meaning, -1 to 1 (above ~0.5: close).")


class SimilarFiles(_Model):
    path: str = Field(description="The file the others are like.")
    results: list[SimilarFile] = Field(description="The most similar files, best first.")
