"""The library snapshot the model learns from, and the fitted model, cached.

``ModelStore.model(guideline, folders)`` answers the model for the library as it is now:
from memory when nothing changed, else from ``<state dir>/organizer/model.npz`` when that
was fitted on the same library (same corpus signature, guideline and folders), else it
reads the library through the core's corpus pages (every file, every decision — never
capped by a tool's limit) and fits a new one on a worker thread, so the event loop (and
the MCP server on it) never waits on the maths; a library of ``APART_MIN`` files or
more is fitted by a child process that writes the cache (``apart.py``), so the fit's memory
is not left with a long-running process. Concurrent callers share one fit.

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
import subprocess
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

__all__ = ["ModelStore", "OrganizerFitError", "gather", "cache_key", "APART_MIN"]

log = logging.getLogger("mylifedb.organizer")
CACHE_NAME = "organizer/model.npz"
OLD_CACHE = "organizer/model.pkl"  # written by earlier versions; never read, removed
_NOFOLLOW = os.O_NOFOLLOW if sys.platform != "win32" else 0  # a symlink is not followed
APART_MIN = 2000  # library files from which the model is fitted in a child process
# Isolated (-I: neither the working folder nor PYTHON* variables on its path, where a library
# folder could plant a ``server`` package of its own): the child imports this code, from here.
COMMAND = [
    sys.executable,
    "-I",
    "-c",
    "import sys; sys.path.insert(0, sys.argv[1]); from server.organizer.apart import main; main()",
    str(Path(__file__).resolve().parents[2]),
]


class OrganizerFitError(RuntimeError):
    """The child fitting the model was killed: fitting here would likely meet the same end."""


async def _fit_apart(
    db_path: Path,
    state_dir: Path,
    embedder_name: str,
    guideline: str,
    folders: list[str],
    key: str,
) -> bool:
    """Fit in a child process, which writes ``<state_dir>/organizer/model.npz`` for ``key``;
    False when the child failed (the caller fits here instead); ``OrganizerFitError`` when
    it was killed by a signal. Cancelled, the child is killed."""
    request = {
        "db": str(db_path),
        "state_dir": str(state_dir),
        "embedder": embedder_name,
        "guideline": guideline,
        "folders": folders,
        "key": key,
    }
    try:
        async with await anyio.open_process(
            COMMAND, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=None
        ) as proc:
            assert proc.stdin is not None
            await proc.stdin.send(json.dumps(request).encode("utf-8"))
            await proc.stdin.aclose()
            code = await proc.wait()
    except OSError as exc:
        log.warning("could not start a process to fit the organizer's model: %s", exc)
        return False
    if code is not None and code < 0:  # killed (the out-of-memory killer?): so would we be
        raise OrganizerFitError(
            f"the process fitting the organizer's model was ended by signal {-code}"
            " (out of memory?); the model is not fitted in this process instead"
        )
    if code != 0:
        log.warning("the process fitting the organizer's model ended with code %s", code)
        return False
    return True


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
        self.fits_apart = 0  # ... of them in a child process (apart.py)
        self.last_fit_s = 0.0

    async def model(self, guideline: str, folders: list[str]) -> Model:
        key = cache_key(await self.corpus.corpus_signature(), guideline, folders)
        if self._model is not None and self._key == key:
            return self._model
        async with self._lock:
            if self._model is not None and self._key == key:
                return self._model
            model = await anyio.to_thread.run_sync(self._load, key)
            if model is None and await self._fitted_apart(key, guideline, folders):
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
                await anyio.to_thread.run_sync(self.save, key, model)
            self._model, self._key = model, key
            return model

    async def _fitted_apart(self, key: str, guideline: str, folders: list[str]) -> bool:
        """A library of ``APART_MIN`` files or more is fitted in a child process,
        which writes the cache (``apart.py``); True when it did."""
        size = getattr(self.corpus, "corpus_size", None)
        db_path = getattr(self.corpus, "corpus_db_path", None)
        if self.cache_dir is None or size is None or db_path is None:
            return False
        files = await size()
        if files < APART_MIN:
            return False
        t0 = time.perf_counter()
        if not await _fit_apart(
            db_path(), self.cache_dir, self.corpus.corpus_embedder()[0], guideline, folders, key
        ):
            return False
        self.last_fit_s = time.perf_counter() - t0
        self.fits += 1
        self.fits_apart += 1
        log.info(
            "organizer model fitted on %d files in %.2f s (in a child process)",
            files,
            self.last_fit_s,
        )
        return True

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

    def save(self, key: str, model: Model) -> bool:
        """Write the cache (0600 in a 0700 folder, replaced at once); False when it could
        not be written."""
        path = self._path()
        if path is None:
            return False
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
            return False
        return True
