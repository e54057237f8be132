"""The model on disk is derived from its parts' types (``server/organizer/codec.py``): a part
with a new field round-trips with no change to the codec, a fitted model comes back exactly,
a file of another layout or one that names code is refused."""

from __future__ import annotations

import io
import json
import mmap
import re
from dataclasses import dataclass, field, fields, replace
from datetime import date
from pathlib import Path

import numpy as np
import pytest
from scipy import sparse

from appclient import LocalAppClient
from server.organizer import Model, codec, decide, doc_from_detail
from server.organizer.codec import TRANSIENT, CodecError
from tests.organizer.conftest import fit


@dataclass(frozen=True)
class _Leaf:
    when: date
    pattern: re.Pattern[str]
    note: str | None = None


@dataclass(frozen=True, eq=False)
class _Part:
    weights: np.ndarray
    rows: sparse.csr_matrix
    leaves: tuple[_Leaf, ...]
    by_number: dict[int, tuple[str, ...]]
    words: frozenset[str]
    pair: tuple[float, int]
    scratch: list[str] | None = field(default=None, metadata=TRANSIENT)
    derived: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "derived", len(self.leaves))


@dataclass(frozen=True, eq=False)
class _PartPlusOne:  # _Part with one more field
    weights: np.ndarray
    rows: sparse.csr_matrix
    leaves: tuple[_Leaf, ...]
    by_number: dict[int, tuple[str, ...]]
    words: frozenset[str]
    pair: tuple[float, int]
    extra: float = 0.0


def _part() -> _Part:
    rows = sparse.csr_matrix(np.array([[0.0, 1.5], [2.0, 0.0]], dtype=np.float32))
    leaves = (
        _Leaf(date(2024, 3, 1), re.compile(r"^a(?P<y>\d{4})/$", re.I)),
        _Leaf(date(2025, 1, 2), re.compile("b"), "x"),
    )
    return _Part(
        np.arange(3, dtype=np.int64),
        rows,
        leaves,
        {3: ("a", "b")},
        frozenset({"w"}),
        (0.1, 2),
        ["kept out"],
    )


def _round_trip(value: object, tp: type) -> object:
    buf = io.BytesIO()
    codec.dump(value, "key", buf)
    buf.seek(0)
    key, out = codec.load(buf, tp)
    assert key == "key"
    return out


def test_a_part_round_trips_from_its_field_types_alone() -> None:
    part = _part()
    out = _round_trip(part, _Part)
    assert isinstance(out, _Part)
    assert out.weights.dtype == np.int64 and out.weights.tolist() == [0, 1, 2]
    assert out.rows.dtype == np.float32 and (out.rows != part.rows).nnz == 0
    assert out.leaves == part.leaves and out.by_number == {3: ("a", "b")}
    assert out.words == frozenset({"w"}) and out.pair == (0.1, 2)
    assert out.derived == 2  # rebuilt by __post_init__, not stored
    assert out.scratch is None  # transient: fit-time data is not kept


class _Piecewise(io.BytesIO):
    """A file that tells how much one read took (a model file is ~170 MB at 20,000 files:
    read whole and then copied array by array, it doubled `organize FILE`'s peak memory)."""

    largest = 0

    def read(self, size: int | None = -1) -> bytes:
        got = super().read(size)
        self.largest = max(self.largest, len(got))
        return got


def test_a_model_file_is_read_array_by_array_not_whole() -> None:
    n = 100_000
    rows = sparse.csr_matrix((np.ones(n, dtype=np.float32), (np.arange(n), np.arange(n))))
    big = replace(_part(), weights=np.arange(n, dtype=np.int64), rows=rows)
    buf = io.BytesIO()
    codec.dump(big, "key", buf)
    f = _Piecewise(buf.getvalue())
    key, out = codec.load(f, _Part)
    assert key == "key" and isinstance(out, _Part)
    assert out.weights.tolist() == list(range(n)) and out.rows.nnz == n
    assert f.largest <= len(buf.getvalue()) // 2  # no read of the whole file at once


def test_a_new_field_changes_the_layout_and_an_old_file_is_refused() -> None:
    assert codec.layout(_Part) != codec.layout(_PartPlusOne)
    buf = io.BytesIO()
    codec.dump(_part(), "key", buf)
    buf.seek(0)
    with pytest.raises(CodecError, match="layout"):
        codec.load(buf, _PartPlusOne)


def test_a_value_not_of_its_declared_type_is_not_written() -> None:
    good = _part()
    for bad in (
        replace(good, pair=(0.5, 1.0)),  # a float where an int is declared
        replace(good, words=frozenset({"w", 1})),  # an int among words
        replace(good, by_number={"3": ("a",)}),  # text where a number is declared
        replace(good, weights=np.array(["a"])),  # an array of text
    ):
        with pytest.raises(CodecError):
            codec.dump(bad, "key", io.BytesIO())


def _meta(buf: io.BytesIO) -> dict[str, object]:
    buf.seek(0)
    with np.load(buf, allow_pickle=False) as z:
        meta: dict[str, object] = json.loads(z["__meta__"].tobytes())
    return meta


def _with_meta(buf: io.BytesIO, meta: dict[str, object]) -> io.BytesIO:
    buf.seek(0)
    with np.load(buf, allow_pickle=False) as z:
        arrays = {k: z[k] for k in z.files}
    arrays["__meta__"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    out = io.BytesIO()
    np.savez(out, allow_pickle=False, **arrays)
    out.seek(0)
    return out


def test_a_file_naming_code_or_of_another_layout_is_refused() -> None:
    buf = io.BytesIO()
    codec.dump(_part(), "key", buf)
    meta = _meta(buf)
    for tampered in (
        {**meta, "layout": "0" * 16},  # written by a version whose parts differ
        {**meta, "format": "mylifedb-organizer-model/1"},  # the allow-list codec's files
        {**meta, "value": {"$id": 0, "$obj": "os:system", "state": {}}},
        {**meta, "value": {**meta["value"], "weights": "__meta__"}},
    ):
        with pytest.raises(CodecError):
            codec.load(_with_meta(buf, tampered), _Part)


async def test_a_fitted_model_comes_back_exactly(lib: LocalAppClient) -> None:
    """Every stored field of every part, and so every decision, the same after a round trip."""
    (lib.root / "inbox/scan.txt").write_text("Globex payslip January 2025. Gross salary 5,200.")
    model = await fit(lib)
    loaded = _round_trip(model, Model)
    assert isinstance(loaded, Model) and loaded.training is None
    _same(model, loaded)
    doc = doc_from_detail(await lib.get_file("inbox/scan.txt"))
    assert decide(model, doc) == decide(loaded, doc)
    assert model.score(doc).probs.tolist() == loaded.score(doc).probs.tolist()


@pytest.mark.embedder
async def test_a_model_that_reads_meaning_comes_back_exactly(lib: LocalAppClient) -> None:
    """The core's vectors by meaning (its kernel's second part) are stored with it, and the
    model read back decides with them exactly as the fitted one."""
    (lib.root / "inbox/scan.txt").write_text("Globex payslip January 2025. Gross salary 5,200.")
    model = await fit(lib)
    core = model.library.core
    assert core.vecs.shape == (core.rows.shape[0], 512) and core.cold_vecs.size
    loaded = _round_trip(model, Model)
    _same(model, loaded)
    doc = doc_from_detail(await lib.get_file("inbox/scan.txt"))
    assert model.score(doc).probs.tolist() == loaded.score(doc).probs.tolist()


def _same(a: object, b: object) -> None:
    if isinstance(a, np.ndarray):
        assert isinstance(b, np.ndarray) and a.dtype == b.dtype and np.array_equal(a, b)
    elif isinstance(a, sparse.csr_matrix):
        assert isinstance(b, sparse.csr_matrix) and a.shape == b.shape and (a != b).nnz == 0
    elif isinstance(a, tuple | list):
        assert type(a) is type(b) and len(a) == len(b)
        for x, y in zip(a, b, strict=True):
            _same(x, y)
    elif isinstance(a, dict):
        assert isinstance(b, dict) and list(a) == list(b)
        for k in a:
            _same(a[k], b[k])
    elif hasattr(a, "__dataclass_fields__"):
        assert type(a) is type(b)
        for f in fields(a):
            if f.init and not f.metadata.get("transient"):
                _same(vars(a)[f.name], vars(b)[f.name])
    else:
        assert a == b and type(a) is type(b), (a, b)


def _on_disk(value: object, path: Path) -> Path:
    with path.open("wb") as f:
        codec.dump(value, "key", f)
    return path


def _mapping(a: np.ndarray) -> object:
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a.base.obj if isinstance(a.base, memoryview) else a.base


async def test_a_model_file_on_disk_is_mapped_and_decides_as_read(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    """A cached model is mapped, not read (0.5 s of `organize FILE` at 20,000 files): its
    arrays are views of the file; it decides exactly as the file read whole does; a write to
    one of them stays in this process."""
    (lib.root / "inbox/scan.txt").write_text("Globex payslip January 2025. Gross salary 5,200.")
    model = await fit(lib)
    path = _on_disk(model, tmp_path / "model.npz")
    with path.open("rb") as f:
        _, mapped = codec.load(f, Model)
    with io.BytesIO(path.read_bytes()) as f:  # no file descriptor: numpy reads it
        _, read = codec.load(f, Model)
    rows = mapped.library.files.rows
    assert isinstance(_mapping(rows.data), mmap.mmap)
    assert not isinstance(_mapping(read.library.files.rows.data), mmap.mmap)
    _same(read, mapped)
    doc = doc_from_detail(await lib.get_file("inbox/scan.txt"))
    assert decide(mapped, doc) == decide(read, doc)
    before = path.read_bytes()
    rows.data[:] = 0.0  # copy-on-write: the file is not changed
    assert path.read_bytes() == before


def test_a_mapped_file_that_is_cut_short_or_holds_objects_is_refused(tmp_path: Path) -> None:
    path = _on_disk(_part(), tmp_path / "part.npz")
    whole = path.read_bytes()
    cut = tmp_path / "cut.npz"
    cut.write_bytes(whole[: len(whole) // 2])
    with cut.open("rb") as f, pytest.raises(Exception):  # noqa: B017 - zipfile's or ours
        codec.load(f, _Part)
    objects = tmp_path / "objects.npz"
    np.savez(objects, **{"__meta__": np.array([{"x": 1}], dtype=object)})
    with objects.open("rb") as f, pytest.raises(ValueError, match="object array"):
        codec.load(f, _Part)
    packed = tmp_path / "packed.npz"  # compressed members: read by numpy, as before
    with np.load(path) as arrays:
        np.savez_compressed(packed, **{k: arrays[k] for k in arrays.files})
    with packed.open("rb") as f:
        _, out = codec.load(f, _Part)
    assert isinstance(out, _Part) and out.weights.tolist() == [0, 1, 2]
