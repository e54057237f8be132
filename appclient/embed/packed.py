"""The model's dense layers for a few rows at a time: a question (a handful of tokens) and a
search's passages (a few dozen sentences) multiply a few rows by each of the model's 14
weight matrices. OpenBLAS packs the whole weight matrix into its own layout on every such
call: 6 rows by the 512 x 768 projection took ~170-220 µs, where one row took ~30.

Here each matrix is packed once per process by ``numkong`` (usearch's SIMD kernels) as
bfloat16 — half the bytes read per product, the CPU's own bf16 dot-product instructions
where it has them (AVX-512 BF16, AMX, Arm's BFDOT), 8-bit-mantissa products summed in
float32 — and a product of up to ``SMALL_ROWS`` rows goes through it: 6 rows by the
projection in ~25 µs. Larger batches (indexing) keep float32 BLAS, which is fast there. A
question's vector through the whole model: ~2.4 → ~1.0 ms on the benchmark machine; the
vectors agree with float32's to a cosine of 0.9999 (tests/appclient/test_packed.py).

Each matrix is kept in the unpacked cache (``unpack.py``) twice: transposed as float32 (what
BLAS reads, as a transposed view) and as the bits of its bfloat16 values in the layout packing
wants, so a process packs from the 6.8 MB of bits (~3 ms for all 14, at its first question)
without reading the 13.5 MB of float32 — whose pages then never count in its memory unless a
large batch needs them. The bits' mapping is let go once packed.

``TableRows`` reads the token table's rows a question needs with ``pread`` instead of through
the memory map: a 65 MB table touched at random, with the kernel mapping the neighbours of
every page it faults in, held 12-52 MiB of a ``serve`` process's memory (depending on what
the page cache held) for the few rows its questions read."""

from __future__ import annotations

import os
import threading
from typing import Any

import numpy as np

__all__ = ["Packed", "TableRows", "usable", "bf16_bits", "SMALL_ROWS"]

SMALL_ROWS = 64  # rows from which a product goes to float32 BLAS instead


def usable() -> bool:
    """Whether numkong has a SIMD kernel for this CPU (any but its portable C loops)."""
    try:
        import numkong
    except ImportError:
        return False
    caps = numkong.get_capabilities()
    return any(on for name, on in caps.items() if name != "serial")


def bf16_bits(x: np.ndarray) -> np.ndarray:
    """float32 values as the bits of the nearest bfloat16 (ties to even), as uint16."""
    u = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


class Packed:
    """A weight matrix ``w`` (inputs x outputs, float32) that numpy arrays multiply from the
    left (``x @ packed``) as they would ``w``: few rows through the bf16 pack, made at the
    first product from ``bits`` (``w``'s transpose as bf16 bits, C-contiguous); more through
    ``w`` itself."""

    __array_ufunc__ = None  # ``ndarray @ Packed`` defers to Packed.__rmatmul__

    def __init__(self, w: np.ndarray, bits: np.ndarray) -> None:
        self.w = w  # (inputs, outputs), for BLAS
        self._bits: np.ndarray | None = bits  # (outputs, inputs)
        self._pack: Any = None
        self._lock = threading.Lock()
        self.shape = w.shape

    def _packed(self) -> Any:
        with self._lock:
            if self._pack is None:
                import numkong

                bits = np.ascontiguousarray(self._bits)
                view = numkong.from_pointer(bits.ctypes.data, bits.shape, "bf16", owner=bits)
                self._pack = numkong.dots_pack(view, dtype="bf16")
                self._bits = None  # its mapping goes with it
            return self._pack

    def __rmatmul__(self, x: np.ndarray) -> np.ndarray:
        if x.ndim != 2 or len(x) > SMALL_ROWS:
            out: np.ndarray = x @ self.w
            return out
        import numkong

        got = numkong.dots_packed(numkong.astype(x, "bf16"), self._packed())
        return np.asarray(got, dtype=np.float32)


class TableRows:
    """The token table (rows of uint8) as ``table[ids]`` reads it: each distinct row read
    from the file with ``pread``; ``table`` is the memory map the rows are found through
    (its file and offset), or an array in memory, used as is."""

    def __init__(self, table: np.ndarray) -> None:
        self.shape = table.shape
        self.dtype = table.dtype
        self._row = int(table.shape[1]) * table.dtype.itemsize
        self._fd: int | None = None
        self._array: np.ndarray | None = table
        name, offset = getattr(table, "filename", None), getattr(table, "offset", None)
        if name is not None and offset is not None:
            self._fd = os.open(name, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
            self._offset = int(offset)
            self._array = None

    def __len__(self) -> int:
        return int(self.shape[0])

    def __getitem__(self, ids: np.ndarray) -> np.ndarray:
        if self._array is not None:
            got: np.ndarray = self._array[ids]
            return got
        fd, size = self._fd, self._row
        assert fd is not None
        flat = np.asarray(ids, dtype=np.int64).reshape(-1)
        uniq, inv = np.unique(flat, return_inverse=True)
        buf = bytearray(size * len(uniq))
        view = memoryview(buf)
        for k, i in enumerate(uniq.tolist()):
            if not 0 <= i < self.shape[0]:
                raise IndexError(f"token {i} is outside the table")
            part = view[k * size : (k + 1) * size]
            if os.preadv(fd, [part], self._offset + i * size) != size:
                raise OSError("the token table's file is shorter than its header says")
        rows = np.frombuffer(buf, dtype=self.dtype).reshape(len(uniq), self.shape[1])
        return rows[inv].reshape(*np.shape(ids), self.shape[1])

    def __del__(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None
