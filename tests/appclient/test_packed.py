"""The model's small products through bf16 packed matrices, its token table read row by row,
a large table's pass over vectors split over two threads, and a search's passages summed in
one product (appclient/embed/packed.py, usem3.py, appclient/search/semantic.py): each gives
what the plain float32 / memory-map / one-thread path gives, and is the path taken."""

from __future__ import annotations

import numpy as np
import pytest

from appclient.embed import packed, unpack, usem3
from appclient.embed.packed import Packed, TableRows, bf16_bits
from appclient.search import semantic
from appclient.search.semantic import SemanticIndex

pytestmark = pytest.mark.embedder

QUESTIONS = [
    "how much do I earn",
    "mein Mietvertrag Kündigungsfrist",
    "passaporte do Rui",
    "электричество счёт март",
    "健康保險 收據 2024",
]
PASSAGES = [
    "Der Mietvertrag endet am 31. März 2026.",
    "Die Kaltmiete beträgt 950 Euro im Monat.",
    "Total due: 1,240.00 EUR by 15 April",
    "",
    "Рахунок за електроенергію",
]


@pytest.fixture(scope="module")
def models() -> tuple[usem3.UseM3, usem3.UseM3]:
    """(the model as every process loads it, the same model with float32 BLAS only)."""
    fast = usem3.UseM3()
    saved = packed.usable
    packed.usable = lambda: False  # type: ignore[assignment]
    try:
        plain = usem3.UseM3()
    finally:
        packed.usable = saved  # type: ignore[assignment]
    return fast, plain


def test_questions_and_passages_go_through_the_packed_matrices(
    models: tuple[usem3.UseM3, usem3.UseM3],
) -> None:
    fast, plain = models
    if not packed.usable():
        pytest.skip("numkong has no SIMD kernel for this CPU: float32 BLAS is the path")
    assert isinstance(fast._model.d0, Packed) and not isinstance(plain._model.d0, Packed)
    q, q32 = fast.embed_queries(QUESTIONS), plain.embed_queries(QUESTIONS)
    p, p32 = fast.embed_passages(PASSAGES), plain.embed_passages(PASSAGES)
    # the packs were made and used (a product of a few rows), not the float32 matrices
    assert fast._model.proj_W._pack is not None and fast._model.d3._pack is not None
    assert fast._model.w1[2]._pack is not None
    # the same vectors to a cosine of 0.9995 (bf16 products summed in float32)
    assert np.min(np.sum(q * q32, axis=1)) > 0.9995
    assert np.min(np.sum(p * p32, axis=1)) > 0.9995
    # ... and the same order of passages for a question
    assert (np.argsort(-(p @ q[1])) == np.argsort(-(p32 @ q32[1]))).all()


def test_a_large_batch_goes_to_float32_blas() -> None:
    rng = np.random.default_rng(3)
    w = rng.standard_normal((40, 24)).astype(np.float32)
    m = Packed(w, bf16_bits(w.T))
    big = rng.standard_normal((packed.SMALL_ROWS + 1, 40)).astype(np.float32)
    assert np.allclose(big @ m, big @ w, atol=1e-5)  # exact: BLAS, no pack made
    assert m._pack is None
    small = big[:3]
    got = small @ m
    assert m._pack is not None and m._bits is None  # packed, its bits let go
    want = small @ w
    assert np.abs(got - want).max() < 0.01 * np.abs(want).max()  # bf16: 8 bits of mantissa


def test_bf16_bits_round_to_nearest_even() -> None:
    x = np.array([1.0, -2.0, 0.0, 1.0 + 2**-8, 1.0 + 3 * 2**-8, 1.0 + 2**-7], dtype=np.float32)
    # 1 + 2^-8 is a tie between 1.0 and 1 + 2^-7: to the even one, 1.0; 1 + 3*2^-8 up
    assert bf16_bits(x).tolist() == [0x3F80, 0xC000, 0x0000, 0x3F80, 0x3F82, 0x3F81]


def test_the_token_table_is_read_row_by_row_from_its_file() -> None:
    arrays = unpack.unpacked()
    mapped = arrays["table"]
    rows = TableRows(mapped)
    assert rows._fd is not None  # read with pread, not through the memory map
    ids = np.array([[5, 127_999, 5], [0, 64_000, 1]])
    assert (rows[ids] == np.asarray(mapped)[ids]).all()
    assert len(rows) == len(mapped)
    with pytest.raises(IndexError):
        rows[np.array([len(mapped)])]
    # the model reads its table so
    assert isinstance(usem3.load()._model.table, TableRows)
    assert usem3.load()._model.table._fd is not None
    # an array in memory (a cache that could not be written) is used as is
    small = np.arange(12, dtype=np.uint8).reshape(4, 3)
    assert (TableRows(small)[np.array([3, 1])] == small[[3, 1]]).all()


def test_a_searchs_passages_are_summed_as_text_by_text() -> None:
    model = usem3.load()
    texts = ["Kaltmiete 950 Euro Kaltmiete", "a", "", "Nebenkosten 2025 Abrechnung"]
    seqs = [[1, *ids, 2] for ids in model._ids(texts)] + [[]]
    sums, lens = model._sums(seqs)
    for i, seq in enumerate(seqs):
        want = model._rows[model._slot[np.asarray(seq, dtype=np.int64)]].sum(axis=0)
        assert np.allclose(sums[i], want, atol=1e-4), i
        assert lens[i] == len(seq)


def test_a_large_table_is_searched_in_two_halves_with_the_same_answer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = np.random.default_rng(11)
    rows = rng.integers(-127, 128, (1000, 512), dtype=np.int8)
    index = SemanticIndex()
    index._merge([(i + 1, rows[i].tobytes()) for i in range(len(rows))])
    q = rng.standard_normal(512).astype(np.float32)
    q /= np.linalg.norm(q)
    whole = index.nearest(q, 20)
    calls: list[int] = []
    real = semantic.numkong.cdist

    def counted(a: np.ndarray, b: np.ndarray, **kw: object) -> object:
        calls.append(len(a))
        return real(a, b, **kw)

    monkeypatch.setattr(semantic, "_SPLIT_MIN", 100)
    monkeypatch.setattr(semantic.numkong, "cdist", counted)
    split = index.nearest(q, 20)
    assert sorted(calls) == [500, 500]  # one half here, one on the helper thread
    assert [f for f, _ in split] == [f for f, _ in whole]
    assert np.allclose([c for _, c in split], [c for _, c in whole])
