"""The library snapshot the model learns from, and the fitted model, cached.

``ModelStore.model(guideline, folders)`` answers the model for the library as it is now:
from memory when nothing changed, else from ``<state dir>/organizer/model.npz`` when that
was fitted on the same library (same corpus signature, guideline and folders), else it
reads the library through the core's corpus pages (every file, every decision — never
capped by a tool's limit) and fits a new one on a worker thread, so the event loop (and
the MCP server on it) never waits on the maths. Concurrent callers share one fit.

The cache is never unpickled (``codec.py``: arrays plus JSON, rebuilt from the model's own
types, a cache of an older layout refused), and it is read only when it is this user's own and nobody else can write it or
its folder: a cache planted by a peer of a synced state folder or another local user is
ignored (and the model fitted anew). It is written 0600 in a 0700 folder.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import tempfile
import time
from pathlib import Path

import anyio
import anyio.to_thread

from appclient.index.corpus import Corpus, iter_decisions, iter_files
from appclient.state.private import not_private, private_dir

from . import codec
from .features import Doc, doc_from_corpus
from .model import MODEL_VERSION, Decided, Model, Snapshot

__all__ = ["ModelStore", "gather", "cache_key"]

log = logging.getLogger("mylifedb.organizer")
CACHE_NAME = "organizer/model.npz"
OLD_CACHE = "organizer/model.pkl"  # written by earlier versions; never read, removed
_NOFOLLOW = os.O_NOFOLLOW if sys.platform != "win32" else 0  # a symlink is not followed


async def gather(corpus: Corpus, guideline: str, folders: list[str]) -> Snapshot:
    """The whole library through the core's corpus pages."""
    files = [(f.folder, doc_from_corpus(f)) async for f in iter_files(corpus)]
    decisions: list[Decided] = []
    async for d in iter_decisions(corpus):
        doc = (
            doc_from_corpus(d.file)
            if d.file is not None
            else Doc(name=d.file_path.rsplit("/", 1)[-1], path=d.file_path)
        )
        decisions.append(
            Decided(
                doc=doc,
                folder=d.target_folder,
                status=d.status,
                file_path=d.file_path,
                current=d.current_path,
            )
        )
        if d.chosen_instead:  # choosing another folder refuses the one first suggested
            decisions.append(
                Decided(
                    doc=doc,
                    folder=d.chosen_instead,
                    status="rejected",
                    file_path=d.file_path,
                    current=d.current_path,
                )
            )
    name, embedder = corpus.corpus_embedder()
    return Snapshot(
        folders=folders,
        files=files,
        decisions=decisions,
        guideline=guideline,
        embedder=embedder,
        embedder_name=name,
    )


def cache_key(signature: str, guideline: str, folders: list[str]) -> str:
    raw = json.dumps([MODEL_VERSION, signature, guideline, sorted(folders)])
    return hashlib.sha256(raw.encode()).hexdigest()[:24]


class ModelStore:
    def __init__(self, corpus: Corpus, cache_dir: Path | None = None) -> None:
        self.corpus = corpus
        self.cache_dir = cache_dir
        self._key = ""
        self._model: Model | None = None
        self._lock = anyio.Lock()
        self.fits = 0  # how many times a model was fitted (tests watch this)
        self.last_fit_s = 0.0

    async def model(self, guideline: str, folders: list[str]) -> Model:
        key = cache_key(await self.corpus.corpus_signature(), guideline, folders)
        if self._model is not None and self._key == key:
            return self._model
        async with self._lock:
            if self._model is not None and self._key == key:
                return self._model
            model = await anyio.to_thread.run_sync(self._load, key)
            if model is None:
                snap = await gather(self.corpus, guideline, folders)
                t0 = time.perf_counter()
                model = await anyio.to_thread.run_sync(Model.fit, snap)
                self.last_fit_s = time.perf_counter() - t0
                self.fits += 1
                log.info(
                    "organizer model fitted on %d files, %d decisions in %.2f s",
                    len(snap.files),
                    len(snap.decisions),
                    self.last_fit_s,
                )
                await anyio.to_thread.run_sync(self._save, key, model)
            self._model, self._key = model, key
            return model

    def _path(self) -> Path | None:
        return self.cache_dir / CACHE_NAME if self.cache_dir is not None else None

    def _load(self, key: str) -> Model | None:
        path = self._path()
        if path is None:
            return None
        try:
            fd = os.open(path, os.O_RDONLY | _NOFOLLOW)
        except FileNotFoundError:
            return None
        except OSError as exc:
            log.info("ignoring the organizer model cache at %s (%s)", path, exc)
            return None
        with os.fdopen(fd, "rb") as f:
            refused = not_private(os.fstat(f.fileno())) or not_private(os.stat(path.parent))
            if refused:
                log.warning("not reading the organizer model cache at %s: %s", path, refused)
                return None
            try:
                stored_key, model = codec.load(f, Model)
            except Exception as exc:  # a cache from another version, or a torn file: fit anew
                log.info("ignoring the organizer model cache at %s (%s)", path, exc)
                return None
        return model if stored_key == key else None

    def _save(self, key: str, model: Model) -> None:
        path = self._path()
        if path is None:
            return
        try:
            private_dir(path.parent)
            (path.parent.parent / OLD_CACHE).unlink(missing_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".model-", suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as f:  # mkstemp makes it 0600
                    codec.dump(model, key, f)
                os.replace(tmp, path)
            except BaseException:
                os.unlink(tmp)
                raise
        except (OSError, codec.CodecError) as exc:
            log.warning("could not cache the organizer model at %s: %s", path, exc)
