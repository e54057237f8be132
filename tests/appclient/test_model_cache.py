"""The shipped model is unpacked once per user (appclient/embed/cache.py): a process started
after another has unpacked it maps the arrays and does not unpack again; a damaged cache is
built again; the folders and files are the user's alone."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.embedder

_PROBE = """
import json, sys
from appclient.embed import cache
from appclient.embed.usem3 import UseM3
model = UseM3()
vec = model.embed_queries(["how much do I earn"])[0]
print(json.dumps({"unpacks": cache.unpacks(), "vec": vec[:8].tolist()}))
"""


def _process(cache_dir: Path) -> dict[str, object]:
    """A new Python process that loads the model with ``cache_dir`` as its cache."""
    env = {**os.environ, "MYLIFEDB_MODEL_CACHE": str(cache_dir)}
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    result: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.timeout(300)
def test_a_later_process_maps_the_model_another_unpacked(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    first = _process(cache_dir)
    assert first["unpacks"] == 1
    second = _process(cache_dir)
    assert second["unpacks"] == 0  # mapped from the cache, not unpacked again
    assert np.allclose(first["vec"], second["vec"])  # type: ignore[arg-type]
    (folder,) = [p for p in cache_dir.iterdir() if p.name.startswith("usem3-")]
    for path in (cache_dir, folder):
        assert stat.S_IMODE(path.stat().st_mode) == 0o700
    for f in folder.iterdir():
        assert stat.S_IMODE(f.stat().st_mode) == 0o600, f


@pytest.mark.timeout(300)
def test_a_damaged_cache_is_built_again(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    assert _process(cache_dir)["unpacks"] == 1
    (folder,) = [p for p in cache_dir.iterdir() if p.name.startswith("usem3-")]
    table = folder / "table.npy"
    table.write_bytes(table.read_bytes()[: 1 << 20])  # cut short, as by a full disk
    again = _process(cache_dir)
    assert again["unpacks"] == 1
    assert table.stat().st_size > 60 << 20
    assert _process(cache_dir)["unpacks"] == 0
