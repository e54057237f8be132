"""An uncompressed ``.npz``'s arrays as views of the file, mapped copy-on-write.

``numpy.load`` reads and copies every array: 0.5 s of ``mylifedb organize FILE`` for the
183 MB model of a 20,000-file library. Mapped, the arrays are the page cache's pages (read
when first touched, shared by every process that maps the same file), and a write to one
stays in this process (``ACCESS_COPY``). ``np.savez`` stores its members uncompressed; the
``.npy`` headers are read with numpy's own readers, and an object array is refused as
``numpy.load(allow_pickle=False)`` refuses it.
"""

from __future__ import annotations

import io
import mmap
import os
import struct
import zipfile
from typing import BinaryIO

import numpy as np

__all__ = ["MappedArrays", "map_npz", "write_npz"]

_LOCAL_HEADER = 30  # a zip member's local header, before its name and extra field
_ZIP64_EXTRA = 20  # ... and the sizes zipfile adds to it when asked to allow for 4 GB+
_ALIGN = 64  # an array's data starts at a multiple of this in the file (numpy pads its header
# to it): mapped, it is as aligned as numpy's own memory, so every sum runs the same code
_PADDING = 0xD935  # the extra field zipalign pads with: readers skip it


def write_npz(f: BinaryIO, arrays: dict[str, np.ndarray]) -> None:
    """``np.savez``, each array's data at a multiple of ``_ALIGN`` bytes in the file."""
    with zipfile.ZipFile(f, "w", zipfile.ZIP_STORED, allowZip64=True) as z:
        for name, a in arrays.items():
            info = zipfile.ZipInfo(name + ".npy", date_time=(1980, 1, 1, 0, 0, 0))
            header = f.tell() + _LOCAL_HEADER + len(info.filename.encode()) + _ZIP64_EXTRA
            pad = (-(header + 4)) % _ALIGN
            info.extra = struct.pack("<HH", _PADDING, pad) + bytes(pad)
            with z.open(info, "w", force_zip64=True) as out:
                np.lib.format.write_array(out, np.asanyarray(a), allow_pickle=False)


class MappedArrays:
    """``files`` and ``arrays[name]``, as ``numpy.lib.npyio.NpzFile`` offers them."""

    def __init__(self, arrays: dict[str, np.ndarray]) -> None:
        self._arrays = arrays
        self.files = list(arrays)

    def __getitem__(self, name: str) -> np.ndarray:
        return self._arrays[name]


def map_npz(f: BinaryIO) -> MappedArrays | None:
    """The arrays of the ``.npz`` open as ``f``, mapped; None when ``f`` is no file on disk
    or a member is compressed (then it is read as before). ``ValueError`` for a file that
    is not a well-formed ``.npz`` of plain arrays."""
    try:
        fd = f.fileno()
    except (AttributeError, OSError, io.UnsupportedOperation):
        return None
    size = os.fstat(fd).st_size
    if size == 0:
        raise ValueError("an empty file")
    with zipfile.ZipFile(f) as z:
        members = z.infolist()
    if any(m.compress_type != zipfile.ZIP_STORED for m in members):
        return None
    view = mmap.mmap(fd, size, access=mmap.ACCESS_COPY)
    arrays = {}
    for m in members:
        if not m.filename.endswith(".npy"):
            raise ValueError(f"{m.filename!r} is not an array")
        name_len, extra_len = struct.unpack_from("<HH", view, m.header_offset + 26)
        start = m.header_offset + _LOCAL_HEADER + name_len + extra_len
        arrays[m.filename[:-4]] = _array(view, start, start + m.file_size)
    return MappedArrays(arrays)


def _array(view: mmap.mmap, start: int, end: int) -> np.ndarray:
    """The ``.npy`` in ``view[start:end]``, as a view of it."""
    if end > len(view):
        raise ValueError("an array past the end of the file")
    head = io.BytesIO(view[start : min(end, start + 12)])
    version = np.lib.format.read_magic(head)
    magic = head.tell()
    length = "<H" if version == (1, 0) else "<I"  # the header's length, after the magic
    (header_len,) = struct.unpack(length, head.read(struct.calcsize(length)))
    data_at = start + head.tell() + header_len
    read = (
        np.lib.format.read_array_header_1_0
        if version == (1, 0)
        else np.lib.format.read_array_header_2_0
    )
    header = io.BytesIO(view[start + magic : data_at])  # the reader reads on from the magic
    shape, fortran, dtype = read(header)
    if dtype.hasobject:
        raise ValueError("an object array")
    count = int(np.prod(shape, dtype=np.int64))
    if data_at + count * dtype.itemsize > end:
        raise ValueError("an array longer than its member")
    flat = np.frombuffer(view, dtype=dtype, count=count, offset=data_at)
    if data_at % _ALIGN:  # not written by write_npz: a copy, aligned as numpy.load's
        flat = flat.copy()
    return flat.reshape(shape, order="F" if fortran else "C")
