"""The fitted model on disk without pickle: one ``.npz`` holding its arrays and, as one more
array of bytes, a JSON description of everything else.

Unpickling runs whatever the file says; a planted cache (a peer on the synced folder
that holds the state directory, another local user) would run code as the user. Here
loading only ever does three things: ``numpy.load(allow_pickle=False)`` (plain numeric
arrays; an object array is refused), ``json.loads``, and rebuilding objects of an allow-list
of classes — the organizer's own (``server.organizer.*``) and scikit-learn's vectorizers —
by setting their attributes (``cls.__new__`` then the state; no constructor, no
``__reduce__``). A name outside that list is an error and the cache is ignored.

Shared and cyclic references are kept (``$id``/``$ref``), as pickle keeps them: the model's
date reader shares its list of templates with the model."""

from __future__ import annotations

import dataclasses
import datetime
import importlib
import io
import json
import re
from collections import Counter
from typing import Any, BinaryIO

import numpy as np
from scipy import sparse

__all__ = ["dump", "load", "CodecError"]

FORMAT = "mylifedb-organizer-model/1"
_META = "__meta__"
_ALLOWED_MODULE_PREFIX = "server.organizer."
_ALLOWED_CLASSES = {
    ("sklearn.feature_extraction.text", "CountVectorizer"),
    ("sklearn.feature_extraction.text", "TfidfTransformer"),
}
_DTYPES = {"float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool"}


class CodecError(ValueError):
    """The file is not a model this version wrote (or names something not allowed)."""


def _allowed(module: str, name: str) -> Any:
    if not (module.startswith(_ALLOWED_MODULE_PREFIX) or (module, name) in _ALLOWED_CLASSES):
        raise CodecError(f"class {module}:{name} is not one a model is made of")
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise CodecError(f"{name!r} is not a class name")
    cls = getattr(importlib.import_module(module), name, None)
    if not isinstance(cls, type) or cls.__module__ != module:
        raise CodecError(f"{module}:{name} is not a class defined there")
    return cls


class _Writer:
    def __init__(self) -> None:
        self.arrays: dict[str, np.ndarray] = {}
        self._ids: dict[int, int] = {}
        self._keep: list[Any] = []  # keeps encoded objects alive, so ids stay unique

    def array(self, a: np.ndarray) -> str:
        if a.dtype.kind not in "biuf":
            raise CodecError(f"arrays of {a.dtype} are not stored")
        key = f"a{len(self.arrays)}"
        self.arrays[key] = a
        return key

    def enc(self, o: Any) -> Any:
        if o is None or isinstance(o, bool | int | str):
            return o
        if isinstance(o, float):
            return o if o == o and o not in (float("inf"), float("-inf")) else {"$f": repr(o)}
        if isinstance(o, np.generic):
            return {"$np": o.dtype.name, "v": o.item()}
        if id(o) in self._ids:
            return {"$ref": self._ids[id(o)]}
        ref = self._ids[id(o)] = len(self._ids)
        self._keep.append(o)
        return {"$id": ref, **self._enc_new(o)}

    def _enc_new(self, o: Any) -> dict[str, Any]:  # noqa: C901 - one branch per kind
        if isinstance(o, np.ndarray):
            return {"$nd": self.array(o)}
        if sparse.issparse(o):
            m = sparse.csr_matrix(o)
            return {
                "$csr": [self.array(m.data), self.array(m.indices), self.array(m.indptr)],
                "shape": list(m.shape),
            }
        if isinstance(o, Counter):
            return {"$counter": [[self.enc(k), self.enc(v)] for k, v in o.items()]}
        if isinstance(o, dict):
            return {"$dict": [[self.enc(k), self.enc(v)] for k, v in o.items()]}
        if isinstance(o, list):
            return {"$list": [self.enc(v) for v in o]}
        if isinstance(o, tuple):
            return {"$tuple": [self.enc(v) for v in o]}
        if isinstance(o, frozenset | set):
            return {"$set" if isinstance(o, set) else "$frozenset": [self.enc(v) for v in o]}
        if isinstance(o, datetime.date) and not isinstance(o, datetime.datetime):
            return {"$date": o.isoformat()}
        if isinstance(o, re.Pattern):
            return {"$re": o.pattern, "flags": int(o.flags)}
        if isinstance(o, type) and issubclass(o, np.generic):
            return {"$dtype": np.dtype(o).name}
        cls = type(o)
        _allowed(cls.__module__, cls.__qualname__)
        return {"$obj": f"{cls.__module__}:{cls.__qualname__}", "state": self._state(o)}

    def _state(self, o: Any) -> Any:
        cls = type(o)
        if "__getstate__" in cls.__dict__ and not dataclasses.is_dataclass(cls):
            state = o.__getstate__()
        elif hasattr(o, "__dict__"):
            state = dict(vars(o))
        else:
            state = {}
        for klass in cls.__mro__:
            for slot in klass.__dict__.get("__slots__", ()):
                if slot not in ("__dict__", "__weakref__") and hasattr(o, slot):
                    state[slot] = getattr(o, slot)
        if not isinstance(state, dict) or not all(isinstance(k, str) for k in state):
            raise CodecError(f"cannot store the state of {cls.__qualname__}")
        return {k: self.enc(v) for k, v in state.items()}


class _Reader:
    def __init__(self, arrays: Any) -> None:
        self._arrays = arrays
        self._refs: dict[int, Any] = {}

    def array(self, key: Any) -> np.ndarray:
        if not isinstance(key, str) or key == _META or key not in self._arrays.files:
            raise CodecError(f"no array {key!r}")
        return np.asarray(self._arrays[key])

    def dec(self, o: Any) -> Any:
        if o is None or isinstance(o, bool | int | float | str):
            return o
        if isinstance(o, list):
            raise CodecError("a bare list")
        if not isinstance(o, dict):
            raise CodecError(f"unexpected {type(o).__name__}")
        if "$ref" in o:
            if o["$ref"] not in self._refs:
                raise CodecError("a reference to nothing")
            return self._refs[o["$ref"]]
        if "$f" in o:
            return float(o["$f"])
        if "$np" in o:
            if o["$np"] not in _DTYPES:
                raise CodecError(f"dtype {o['$np']!r}")
            return np.dtype(o["$np"]).type(o["v"])
        return self._dec_new(o, o.get("$id"))

    def _keep(self, ref: Any, value: Any) -> Any:
        if ref is not None:
            self._refs[ref] = value
        return value

    def _dec_new(self, o: dict[str, Any], ref: Any) -> Any:  # noqa: C901 - one branch per kind
        if "$nd" in o:
            return self._keep(ref, self.array(o["$nd"]))
        if "$csr" in o:
            data, indices, indptr = (self.array(k) for k in o["$csr"])
            shape = tuple(int(n) for n in o["shape"])
            return self._keep(ref, sparse.csr_matrix((data, indices, indptr), shape=shape))
        if "$dict" in o or "$counter" in o:
            d: dict[Any, Any] = self._keep(ref, Counter() if "$counter" in o else {})
            pairs = o["$counter"] if "$counter" in o else o["$dict"]
            for k, v in pairs:
                d[self.dec(k)] = self.dec(v)
            return d
        if "$list" in o:
            out: list[Any] = self._keep(ref, [])
            out.extend(self.dec(v) for v in o["$list"])
            return out
        if "$tuple" in o:
            return self._keep(ref, tuple(self.dec(v) for v in o["$tuple"]))
        if "$set" in o:
            return self._keep(ref, {self.dec(v) for v in o["$set"]})
        if "$frozenset" in o:
            return self._keep(ref, frozenset(self.dec(v) for v in o["$frozenset"]))
        if "$date" in o:
            return self._keep(ref, datetime.date.fromisoformat(o["$date"]))
        if "$re" in o:
            return self._keep(ref, re.compile(o["$re"], int(o["flags"])))
        if "$dtype" in o:
            if o["$dtype"] not in _DTYPES:
                raise CodecError(f"dtype {o['$dtype']!r}")
            return self._keep(ref, np.dtype(o["$dtype"]).type)
        if "$obj" in o:
            module, _, name = str(o["$obj"]).partition(":")
            cls = _allowed(module, name)
            obj = self._keep(ref, cls.__new__(cls))
            state = {k: self.dec(v) for k, v in o["state"].items()}
            if "__setstate__" in cls.__dict__ and not dataclasses.is_dataclass(cls):
                obj.__setstate__(state)
            else:
                for k, v in state.items():
                    object.__setattr__(obj, k, v)
            return obj
        raise CodecError(f"unknown entry {sorted(o)[:3]}")


def dump(value: Any, key: str, f: BinaryIO) -> None:
    """Write ``value`` (a fitted model) with its cache ``key`` to ``f``."""
    w = _Writer()
    meta = json.dumps({"format": FORMAT, "key": key, "value": w.enc(value)}).encode()
    arrays: dict[str, Any] = {**w.arrays, _META: np.frombuffer(meta, dtype=np.uint8)}
    np.savez(f, allow_pickle=False, **arrays)


def load(f: BinaryIO) -> tuple[str, Any]:
    """The cache key and the model in ``f``; ``CodecError`` (or numpy's ``ValueError``) for
    anything this version did not write."""
    data = f.read()
    with np.load(io.BytesIO(data), allow_pickle=False) as arrays:
        if _META not in arrays.files:
            raise CodecError("not a model file")
        meta = json.loads(arrays[_META].tobytes().decode("utf-8"))
        if not isinstance(meta, dict) or meta.get("format") != FORMAT:
            raise CodecError("a model file of another version")
        return str(meta.get("key")), _Reader(arrays).dec(meta["value"])
