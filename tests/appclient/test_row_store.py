"""The model's token rows and its words' token ids are kept for every process of the user
(appclient/embed/row_store.py): a process started after another has read a text computes
none of that text's rows and tokenizes none of its words again, and makes the same vector;
the store is the user's alone; a damaged store costs speed, never an answer."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from appclient.embed import row_store
from appclient.embed.row_store import RowStore

pytestmark = pytest.mark.embedder

_PROBE = """
import json
from appclient.embed.base import embed_input
from appclient.embed.usem3 import UseM3
model = UseM3()
doc = embed_input("Mietvertrag.odt", "Wohnung/", "Der Mietvertrag endet am 31. März 2026; "
    "die Kaltmiete beträgt 950 Euro. Zażółć gęślą jaźń, Quellwasserspeicher.")
vec = model.embed_documents([doc])[0]
passages = model.embed_passages(["Kündigungsfrist drei Monate", "Nebenkostenabrechnung 2025"])
print(json.dumps({
    "rows": model.rows_computed, "words": model.words_tokenized,
    "vec": vec.tolist(), "passages": passages.tolist(),
}))
"""


def _process(cache_dir: Path) -> tuple[dict[str, object], str]:
    env = {**os.environ, "MYLIFEDB_MODEL_CACHE": str(cache_dir)}
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1]), out.stderr


@pytest.fixture
def cache_dir(tmp_path: Path) -> Path:
    """A cache of its own holding the unpacked model (copied from the run's, not unpacked
    again) and no stored rows."""
    from appclient.embed import unpack

    unpack.unpacked()
    home = unpack.home()
    assert home is not None
    mine = tmp_path / "cache"
    mine.mkdir(mode=0o700)
    shutil.copytree(home, mine / home.name, ignore=shutil.ignore_patterns(f"{row_store.FILE}*"))
    return mine


@pytest.mark.timeout(300)
def test_a_later_process_reads_the_rows_and_words_another_computed(cache_dir: Path) -> None:
    first, _ = _process(cache_dir)
    assert first["rows"] and first["words"]  # a new store: computed here
    second, _ = _process(cache_dir)
    assert second["rows"] == 0  # counted: every row read from the store
    assert second["words"] == 0  # ... and every word's tokens
    assert first["vec"] == second["vec"]  # the same values, computed or read
    assert first["passages"] == second["passages"]
    (store,) = cache_dir.glob(f"*/{row_store.FILE}")
    assert stat.S_IMODE(store.stat().st_mode) == 0o600
    assert stat.S_IMODE(store.parent.stat().st_mode) == 0o700


@pytest.mark.timeout(300)
def test_a_damaged_store_costs_speed_not_answers(cache_dir: Path) -> None:
    clean, _ = _process(cache_dir)
    (store,) = cache_dir.glob(f"*/{row_store.FILE}")
    for extra in store.parent.glob(f"{row_store.FILE}-*"):
        extra.unlink()
    store.write_bytes(b"not a database, as after a bad disk " * 200)
    damaged, err = _process(cache_dir)
    assert damaged["rows"] and damaged["words"]  # computed again
    assert damaged["vec"] == clean["vec"]
    assert "not kept between processes" in err


def test_a_row_of_the_wrong_size_is_not_used(tmp_path: Path) -> None:
    store = RowStore(tmp_path / "rows.sqlite", dim=4)
    rows = np.arange(8, dtype=np.float32).reshape(2, 4)
    store.keep(np.array([7, 9]), rows)
    with sqlite3.connect(tmp_path / "rows.sqlite") as db:
        db.execute("UPDATE rows SET row = ? WHERE id = 9", (b"\x00\x01\x02",))
    found, got = store.fetch(np.array([7, 9, 11]))
    assert found.tolist() == [7]
    assert got.tolist() == [rows[0].tolist()]
    store.keep_words({"Miete": [5, 6], "Zażółć": [8]})
    store.flush()
    assert store.words(["Miete", "Zażółć", "absent"]) == {"Miete": [5, 6], "Zażółć": [8]}


def test_a_full_word_cache_is_emptied_without_losing_the_words_in_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from appclient.embed import usem3

    model = usem3.load()
    monkeypatch.setattr(usem3, "_WORD_CACHE", len(model._words) + 3)
    a = model.embed_passages(["Mietvertrag Kaltmiete"])
    # the words already held, and enough new ones to fill the cache: it is emptied first
    b = model.embed_passages(["Mietvertrag Kaltmiete Nebenkosten Kündigung Wohnung Balkon"])
    assert a.shape == b.shape == (1, model.dim)
    assert np.allclose(model.embed_passages(["Mietvertrag Kaltmiete"]), a)


def test_the_rows_kept_in_memory_are_bounded_and_vectors_unchanged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A long-running serve met every token of every passage it showed; the rows it keeps in
    memory are bounded (the store behind them), and a vector is the same either way."""
    from appclient.embed import usem3

    texts = [f"Rechnung {n} für Wasser, Strom und Heizung im Monat {n % 12 + 1}" for n in range(40)]
    texts += ["Zażółć gęślą jaźń", "квартплата за январь", "東京ガスの料金", "recipe for shakshuka"]
    free = usem3.UseM3()
    want = np.vstack([free.embed_passages([t]) for t in texts])
    assert free._n_rows > 64
    monkeypatch.setattr(usem3, "ROW_CACHE", 64, raising=False)
    bounded = usem3.UseM3()
    got = np.vstack([bounded.embed_passages([t]) for t in texts])
    assert bounded._n_rows <= 64
    np.testing.assert_allclose(got, want, atol=1e-6)


def test_a_new_layout_keeps_the_older_layouts_rows_and_removes_its_folder(tmp_path: Path) -> None:
    """The model's cache moved to another layout: the token rows the older folder kept are
    copied into the new one (the same model's rows), the older folder is removed, and what
    belongs to another version or to the vocabulary is left alone."""
    from appclient.embed import unpack

    base = tmp_path / "models"
    new = base / "usem3-trie-bf16-0.2.1-aa11"
    old = base / "usem3-trie-0.2.1-aa11"
    other = base / "usem3-trie-0.1.9-bb22"
    vocab = base / "usem3-vocabulary-trie-0.2.1-cc33"
    for d in (new, old, other, vocab):
        d.mkdir(parents=True)
    (old / "table.npy").write_bytes(b"x")
    store = RowStore(old / row_store.FILE, 4)
    store.keep(np.array([7, 9]), np.array([[1, 2, 3, 4], [5, 6, 7, 8]], dtype=np.float32))
    store.keep_words({"Miete": [11, 12]})
    store.flush()
    unpack.adopt_older(new, "0.2.1")
    assert not old.exists() and other.exists() and vocab.exists()
    assert stat.S_IMODE((new / row_store.FILE).stat().st_mode) == 0o600
    kept = RowStore(new / row_store.FILE, 4)
    found, rows = kept.fetch(np.array([7, 9, 10]))
    assert found.tolist() == [7, 9] and rows[1].tolist() == [5, 6, 7, 8]
    assert kept.words(["Miete"]) == {"Miete": [11, 12]}


def test_the_older_layouts_rows_are_taken_only_when_the_model_is_unpacked(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from appclient.embed import cache, unpack

    folder = tmp_path / "usem3-trie-bf16-0.2.1-aa11"
    adopted: list[Path] = []
    monkeypatch.setattr(unpack, "adopt_older", lambda f, v: adopted.append(f))
    monkeypatch.setattr(unpack, "home", lambda: folder)

    def unpacked(name: str, version: str, sources: object, build: object, made: bool) -> dict:
        if made:
            cache._counter["unpacks"] += 1
        return {}

    monkeypatch.setattr(cache, "unpacked", lambda *a: unpacked(*a, made=False))
    unpack.unpacked()
    assert adopted == []  # found in the cache: nothing to adopt
    monkeypatch.setattr(cache, "unpacked", lambda *a: unpacked(*a, made=True))
    unpack.unpacked()
    assert adopted == [folder]
