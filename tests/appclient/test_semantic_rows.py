"""The vectors held for search (appclient/search/semantic.py): their lengths are taken a block
at a time on load (no float copy of the whole table: 40 MB at 20,000 files), and are the same
as taken at once, across the blocks' edges."""

from __future__ import annotations

import numpy as np

from appclient.search.semantic import PAGE, _norms


def test_lengths_a_block_at_a_time_are_the_lengths() -> None:
    rows = np.random.default_rng(3).integers(-127, 128, size=(2 * PAGE + 17, 8), dtype=np.int8)
    wide = rows.astype(np.float64)
    assert np.allclose(_norms(rows), np.sqrt((wide * wide).sum(axis=1)), rtol=1e-6)
    assert np.allclose(_norms(np.zeros((3, 8), dtype=np.int8)), 1e-6)  # never 0: a divisor
