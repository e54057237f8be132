"""A model of your own, from a folder on disk: the model2vec format (static embeddings).

    <folder>/model.safetensors   the tensor ``embeddings`` (vocabulary × dimensions)
    <folder>/tokenizer.json      a Hugging Face ``tokenizers`` tokenizer for that vocabulary
    <folder>/config.json         optional; ``{"normalize": true}`` as model2vec writes it

A text's vector is the mean of its tokens' rows, normalised: questions, files and passages
alike. Set ``search.embedder = "/path/to/folder"`` in the config file (or
``MYLIFEDB_EMBEDDER``); the model's identity (its files' size and a hash of the tokenizer) is
part of every stored vector's key, so switching models embeds the library again. Needs the
``models`` extra (``tokenizers``, ``safetensors``); nothing is downloaded.
"""

from __future__ import annotations

import hashlib
import json
import threading
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import InvalidArgument
from .base import EmbedInput

__all__ = ["StaticModel", "load_static"]


class StaticModel:
    def __init__(self, folder: Path) -> None:
        try:
            from safetensors.numpy import load_file
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise InvalidArgument(
                "a model folder needs the 'models' extra: pip install 'mylifedb-mcp[models]'"
            ) from exc
        files = {name: folder / name for name in ("model.safetensors", "tokenizer.json")}
        missing = [name for name, path in files.items() if not path.is_file()]
        if missing:
            raise InvalidArgument(
                f"{folder} is not a model2vec model folder: it has no {', '.join(missing)}"
            )
        tensors = load_file(str(files["model.safetensors"]))
        table = tensors.get("embeddings")
        if table is None or table.ndim != 2:
            raise InvalidArgument(f"{files['model.safetensors']} holds no 2-D 'embeddings' tensor")
        self._table = table.astype(np.float32)
        self._tokenizer: Any = Tokenizer.from_file(str(files["tokenizer.json"]))
        config = folder / "config.json"
        self._normalize = True
        if config.is_file():
            self._normalize = bool(json.loads(config.read_text("utf-8")).get("normalize", True))
        self.dim = int(self._table.shape[1])
        ident = hashlib.blake2b(files["tokenizer.json"].read_bytes(), digest_size=8).hexdigest()
        self.key = f"static:{files['model.safetensors'].stat().st_size}:{ident}"
        self._lock = threading.Lock()

    def _embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        with self._lock:  # a tokenizer object is not to be shared between threads at once
            encodings = self._tokenizer.encode_batch(
                [t or " " for t in texts], add_special_tokens=False
            )
        for i, enc in enumerate(encodings):
            ids = [t for t in enc.ids if 0 <= t < len(self._table)]
            if ids:
                out[i] = self._table[ids].mean(axis=0)
        if self._normalize:
            out /= np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)
        return out

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts)

    def embed_documents(self, docs: list[EmbedInput]) -> np.ndarray:
        return self._embed([d.body for d in docs])

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self._embed(texts)


_loaded: dict[str, StaticModel] = {}
_lock = threading.Lock()


def load_static(folder: str) -> StaticModel:
    """The model in ``folder`` (loaded once per process)."""
    path = Path(folder).expanduser()
    if not path.is_dir():
        raise InvalidArgument(f"the embedder setting names {folder!r}, which is not a folder")
    with _lock:
        key = str(path.resolve())
        if key not in _loaded:
            _loaded[key] = StaticModel(path)
        return _loaded[key]
