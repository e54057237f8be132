"""The fitted model on disk, derived from its types: one ``.npz`` holding every array and, as
one more array of bytes, a JSON description of everything else.

Every part of the model is a dataclass with typed fields. ``dump`` walks those fields by
their declared types, ``load`` rebuilds them from the same types (``typing.get_type_hints``):

    numpy arrays, scipy sparse matrices   arrays in the .npz, each 64-byte aligned; a file on
                                          disk is mapped, not read (``mapped.py``), anything
                                          else read by ``numpy.load(allow_pickle=False)``:
                                          plain numbers; an object array is refused
    bool, int, float, str, date, a regex  JSON (a regex as its pattern and flags)
    tuple, list, set, frozenset, dict     JSON lists and objects, element by element
    a dataclass                           a JSON object of its fields, rebuilt by calling the
                                          class with them (``__post_init__`` derives the rest)

Nothing in the file names a class or a function: the reader builds exactly the types the
model declares, so a planted file can at worst fail to load. Adding a field to a part needs
no change here. A field marked ``TRANSIENT`` (fit-time data) is not stored and takes its
default; a field with ``init=False`` is derived, rebuilt by its class's ``__post_init__``.

The file carries the layout it was written with — a fingerprint of every stored field's name
and type, all the way down: a file of another layout (an older version's) is refused with
``CodecError``, and the model is fitted anew, never misread.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import types
import typing
from collections.abc import Iterable
from datetime import date
from functools import cache
from typing import Any, BinaryIO, TypeVar

import numpy as np
from scipy import sparse

from .mapped import MappedArrays, map_npz, write_npz

__all__ = ["dump", "load", "layout", "CodecError", "TRANSIENT", "FORMAT"]

FORMAT = "mylifedb-organizer-model/2"
TRANSIENT: dict[str, bool] = {"transient": True}  # field metadata: not stored, takes its default
_META = "__meta__"
_KINDS = "biuf"  # array dtypes stored: bool, signed and unsigned integers, floats

T = TypeVar("T")
Json = None | bool | int | float | str | list["Json"] | dict[str, "Json"]
# a type expression (a class, ``tuple[int, ...]``, ``str | None``): PEP 747's TypeForm, which
# typing cannot spell yet
TypeForm = Any


class CodecError(ValueError):
    """The file is not a model of this layout, or a value is not of its declared type."""


@cache
def _hints(cls: TypeForm) -> dict[str, TypeForm]:
    return typing.get_type_hints(cls)


@cache
def _stored(cls: TypeForm) -> tuple[str, ...]:
    """The fields a file holds: the constructor's, less the transient ones."""
    return tuple(
        f.name for f in dataclasses.fields(cls) if f.init and not f.metadata.get("transient")
    )


def _exactly(v: object, tp: TypeForm) -> bool:
    return type(v) is tp


def _is_dataclass(tp: TypeForm) -> bool:
    return isinstance(tp, type) and dataclasses.is_dataclass(tp)


def _optional(tp: TypeForm) -> TypeForm | None:
    """``X`` for ``X | None``; None for any other type."""
    if typing.get_origin(tp) not in (types.UnionType, typing.Union):
        return None
    args = [a for a in typing.get_args(tp) if a is not type(None)]
    if len(args) != 1 or len(typing.get_args(tp)) != 2:
        raise CodecError(f"a union other than X | None: {tp}")
    return args[0]


def _name(tp: TypeForm) -> str:
    return str(tp.__qualname__) if isinstance(tp, type) else str(tp)


def layout(tp: TypeForm) -> str:
    """A fingerprint of what a file of ``tp`` holds: every stored field's name and type."""
    return _layout(tp)


@cache
def _layout(tp: TypeForm) -> str:
    return hashlib.sha256(_schema(tp).encode()).hexdigest()[:16]


def _schema(tp: TypeForm) -> str:
    inner = _optional(tp)
    if inner is not None:
        return f"{_schema(inner)}?"
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is not None:
        return f"{_name(origin)}[{', '.join('...' if a is Ellipsis else _schema(a) for a in args)}]"
    if _is_dataclass(tp):
        hints = _hints(tp)
        body = ", ".join(f"{n}: {_schema(hints[n])}" for n in _stored(tp))
        return f"{_name(tp)}({body})"
    return _name(tp)


def _homogeneous(origin: TypeForm, args: tuple[TypeForm, ...]) -> bool:
    """A list, set or ``tuple[X, ...]``: every item of one type."""
    return origin is not tuple or (len(args) == 2 and args[1] is Ellipsis)


def _plain(items: Iterable[object], tp: TypeForm) -> bool:
    """Every item exactly text, an int or a bool, as ``tp`` says: stored as it is, in one
    pass (a vocabulary of 100,000 words)."""
    return tp in (str, int, bool) and all(type(x) is tp for x in items)


def _items(origin: TypeForm, args: tuple[TypeForm, ...], n: int) -> list[TypeForm]:
    """The element type of each of ``n`` items of a tuple, list or set type."""
    if not _homogeneous(origin, args):
        if len(args) != n:
            raise CodecError(f"{n} items where a tuple of {len(args)} is declared")
        return list(args)
    return [args[0]] * n


class _Writer:
    def __init__(self) -> None:
        self.arrays: dict[str, np.ndarray] = {}

    def array(self, a: np.ndarray) -> str:
        if a.dtype.kind not in _KINDS:
            raise CodecError(f"arrays of {a.dtype} are not stored")
        key = f"a{len(self.arrays)}"
        self.arrays[key] = a
        return key

    def value(self, v: object, tp: TypeForm) -> Json:
        inner = _optional(tp)
        if inner is not None:
            return None if v is None else self.value(v, inner)
        origin = typing.get_origin(tp)
        if origin is not None:
            return self._generic(v, origin, typing.get_args(tp))
        if _is_dataclass(tp):
            return self._dataclass(v, tp)
        if tp is np.ndarray and isinstance(v, np.ndarray):
            return self.array(v)
        if tp is sparse.csr_matrix and isinstance(v, sparse.csr_matrix):
            return {
                "data": self.array(v.data),
                "indices": self.array(v.indices),
                "indptr": self.array(v.indptr),
                "shape": [int(n) for n in v.shape],
            }
        return _scalar(v, tp)

    def _dataclass(self, v: object, tp: TypeForm) -> dict[str, Json]:
        if not _exactly(v, tp):  # a subclass's own fields would be lost
            raise CodecError(f"{type(v).__qualname__} where {tp.__qualname__} is declared")
        state, hints = vars(v), _hints(tp)  # the fields the class declares, nothing else
        return {n: self.value(state[n], hints[n]) for n in _stored(tp)}

    def _generic(self, v: object, origin: TypeForm, args: tuple[TypeForm, ...]) -> Json:
        if origin is re.Pattern and isinstance(v, re.Pattern) and isinstance(v.pattern, str):
            return [v.pattern, int(v.flags)]
        if origin is dict and isinstance(v, dict):
            kt, vt = args
            if kt is str and _plain(v, str) and _plain(v.values(), vt):
                return dict(v)
            if kt is str:
                return {_text(k): self.value(x, vt) for k, x in v.items()}
            return [[self.value(k, kt), self.value(x, vt)] for k, x in v.items()]
        if isinstance(v, tuple | list | set | frozenset) and type(v) is origin:
            items = list(v)
            if _homogeneous(origin, args) and _plain(items, args[0]):
                return items
            types_ = _items(origin, args, len(items))
            return [self.value(x, t) for x, t in zip(items, types_, strict=True)]
        raise CodecError(f"{type(v).__qualname__} where {_name(origin)} is declared")


def _text(v: object) -> str:
    if not isinstance(v, str):
        raise CodecError(f"{type(v).__qualname__} where str is declared")
    return v


def _scalar(v: object, tp: TypeForm) -> Json:
    """A number, text or date as JSON; a float field may hold an int (as mypy allows)."""
    if isinstance(v, bool):
        if tp is bool:
            return v
    elif isinstance(v, int | float) and tp is float:
        return float(v)
    elif isinstance(v, int) and tp is int:
        return int(v)
    elif isinstance(v, str) and tp is str:
        return v
    elif isinstance(v, date) and type(v) is date and tp is date:
        return v.isoformat()
    raise CodecError(f"{type(v).__qualname__} where {_name(tp)} is declared")


class _Reader:
    def __init__(self, arrays: np.lib.npyio.NpzFile | MappedArrays) -> None:
        self._arrays = arrays

    def array(self, key: Json) -> np.ndarray:
        if not isinstance(key, str) or key == _META or key not in self._arrays.files:
            raise CodecError(f"no array {key!r}")
        a = np.asarray(self._arrays[key])
        if a.dtype.kind not in _KINDS:
            raise CodecError(f"an array of {a.dtype}")
        return a

    def value(self, data: Json, tp: TypeForm) -> object:
        inner = _optional(tp)
        if inner is not None:
            return None if data is None else self.value(data, inner)
        origin = typing.get_origin(tp)
        if origin is not None:
            return self._generic(data, origin, typing.get_args(tp))
        if _is_dataclass(tp):
            return self._dataclass(data, tp)
        if tp is np.ndarray:
            return self.array(data)
        if tp is sparse.csr_matrix:
            return self._csr(data)
        return _unscalar(data, tp)

    def _csr(self, data: Json) -> sparse.csr_matrix:
        if not isinstance(data, dict) or set(data) != {"data", "indices", "indptr", "shape"}:
            raise CodecError("a sparse matrix that is not")
        shape = data["shape"]
        if not (isinstance(shape, list) and len(shape) == 2 and all(type(n) is int for n in shape)):
            raise CodecError("a sparse matrix of no shape")
        parts = (self.array(data["data"]), self.array(data["indices"]), self.array(data["indptr"]))
        return sparse.csr_matrix(parts, shape=(shape[0], shape[1]))

    def _dataclass(self, data: Json, tp: TypeForm) -> object:
        names = _stored(tp)
        if not isinstance(data, dict) or set(data) != set(names):
            raise CodecError(f"not the fields of {tp.__qualname__}")
        hints = _hints(tp)
        return tp(**{n: self.value(data[n], hints[n]) for n in names})

    def _generic(self, data: Json, origin: TypeForm, args: tuple[TypeForm, ...]) -> object:
        if origin is re.Pattern:
            if not (isinstance(data, list) and len(data) == 2):
                raise CodecError("a pattern that is not")
            pattern, flags = data
            if not isinstance(pattern, str) or type(flags) is not int:
                raise CodecError("a pattern that is not")
            return re.compile(pattern, flags)
        if origin is dict:
            return self._dict(data, args)
        if origin not in (tuple, list, set, frozenset) or not isinstance(data, list):
            raise CodecError(f"a {type(data).__name__} where {_name(origin)} is declared")
        if _homogeneous(origin, args) and _plain(data, args[0]):
            return origin(data)
        values = [
            self.value(x, t) for x, t in zip(data, _items(origin, args, len(data)), strict=True)
        ]
        return origin(values)

    def _dict(self, data: Json, args: tuple[TypeForm, ...]) -> dict[object, object]:
        kt, vt = args
        if kt is str and isinstance(data, dict) and _plain(data.values(), vt):
            return {k: x for k, x in data.items()}
        if kt is str and isinstance(data, dict):
            return {k: self.value(x, vt) for k, x in data.items()}
        if kt is not str and isinstance(data, list):
            out: dict[object, object] = {}
            for pair in data:
                if not (isinstance(pair, list) and len(pair) == 2):
                    raise CodecError("a dict entry that is not a pair")
                out[self.value(pair[0], kt)] = self.value(pair[1], vt)
            return out
        raise CodecError("a dict that is not")


def _unscalar(data: Json, tp: TypeForm) -> object:
    if isinstance(data, bool):
        if tp is bool:
            return data
    elif isinstance(data, int | float) and tp is float:
        return float(data)
    elif isinstance(data, int) and tp is int:
        return data
    elif isinstance(data, str) and tp is str:
        return data
    elif isinstance(data, str) and tp is date:
        try:
            return date.fromisoformat(data)
        except ValueError as exc:
            raise CodecError(f"{data!r} is not a date") from exc
    raise CodecError(f"a {type(data).__name__} where {_name(tp)} is declared")


def dump(value: object, key: str, f: BinaryIO) -> None:
    """Write ``value`` (a fitted model: a dataclass) with its cache ``key`` to ``f``."""
    tp = type(value)
    w = _Writer()
    meta = {"format": FORMAT, "layout": layout(tp), "key": key, "value": w.value(value, tp)}
    raw = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    write_npz(f, {**w.arrays, _META: raw})


def load(f: BinaryIO, tp: type[T]) -> tuple[str, T]:
    """The cache key and the ``tp`` in ``f``; ``CodecError`` (or numpy's ``ValueError``) for
    anything that is not a ``tp`` of this layout. A file on disk is mapped, not read
    (``mapped.py``)."""
    arrays = map_npz(f)
    if arrays is not None:
        return _read(arrays, tp)
    f.seek(0)
    with np.load(f, allow_pickle=False) as npz:  # each array read once, from the file
        return _read(npz, tp)


def _read(arrays: np.lib.npyio.NpzFile | MappedArrays, tp: type[T]) -> tuple[str, T]:
    if _META not in arrays.files:
        raise CodecError("not a model file")
    meta = json.loads(arrays[_META].tobytes().decode("utf-8"))
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise CodecError("a model file of another version")
    if meta.get("layout") != layout(tp):
        raise CodecError("a model of another layout")
    key, value = meta.get("key"), _Reader(arrays).value(meta.get("value"), tp)
    if not isinstance(key, str) or not isinstance(value, tp):
        raise CodecError("not a model file")
    return key, value
