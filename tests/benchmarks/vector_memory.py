"""How much memory search's vectors take when a server loads them (run on demand):

    python -m tests.benchmarks.vector_memory [--files 100000]

Writes ``--files`` random int8 vectors (512 dimensions, as the embedder stores them) into a
``vectors`` table in a temporary database, loads them with ``SemanticIndex.refresh`` as the
first search does, and prints how far the process's peak RSS grew (the rows themselves are
2 KB a file as float32).
"""

from __future__ import annotations

import argparse
import resource
import sqlite3
import tempfile
from pathlib import Path

import numpy as np

from appclient.search.semantic import SemanticIndex


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--files", type=int, default=100_000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = sqlite3.connect(Path(tmp) / "vectors.db")
        db.execute("CREATE TABLE vectors (file_id INTEGER PRIMARY KEY, vec BLOB, seq INTEGER)")
        rng = np.random.default_rng(0)
        db.executemany(
            "INSERT INTO vectors VALUES (?, ?, ?)",
            (
                (i, rng.integers(-127, 127, 512, dtype=np.int8).tobytes(), i + 1)
                for i in range(args.files)
            ),
        )
        db.commit()
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        index = SemanticIndex()
        index.refresh(db)
        grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
        rows = index._rows.nbytes / 2**20
        print(f"{len(index):,} vectors: rows {rows:.0f} MiB, peak RSS grew {grown:.0f} MiB")


if __name__ == "__main__":
    main()
