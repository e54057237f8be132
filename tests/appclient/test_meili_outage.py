"""LocalAppClient on the meilisearch backend, against the recording loopback server that
speaks Meilisearch's wire format (no real Meilisearch can be installed here). SQLite stays
the source of truth: an outage degrades search to SQLite and loses nothing, and the mirror
is rebuilt once the server is back."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from appclient import LocalAppClient
from appclient.search.meili_docs import doc_id
from tests.fakes.meili_recorder import MeiliRecorder
from tests.fixtures import GOV_DOCS, open_library


@pytest.fixture
def rec(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201
    with MeiliRecorder() as r:
        monkeypatch.setenv("MEILI_URL", r.url)
        monkeypatch.delenv("MEILI_MASTER_KEY", raising=False)
        yield r


async def _client(tmp_path: Path) -> LocalAppClient:
    return await open_library(
        tmp_path,
        {k: v for k, v in GOV_DOCS.items() if k != "guideline.md"},
        search_backend="meilisearch",
    )


def _docs(rec: MeiliRecorder) -> set[str]:
    [index] = rec.indexes.values()
    return {d["path"] for d in index.docs.values()}


async def test_library_is_mirrored_and_searched_there(rec: MeiliRecorder, tmp_path: Path) -> None:
    client = await _client(tmp_path)
    try:
        assert _docs(rec) == {"life/gov docs/passport.txt", "inbox/visa.txt"}
        res = await client.search("passport")
        assert [h.path for h in res.results] == ["life/gov docs/passport.txt"]
        assert rec.calls("POST", r"/indexes/[^/]+/search$"), "search did not go to Meilisearch"
    finally:
        await client.aclose()


async def test_outage_degrades_to_sqlite_and_heals(
    rec: MeiliRecorder, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    client = await _client(tmp_path)
    try:
        rec.fail("POST", r".*/search", 503, times=100)
        rec.fail("POST", r".*/documents.*", 503, times=100)
        with caplog.at_level(logging.WARNING):
            res = await client.search("passport")
            assert [h.path for h in res.results] == [
                "life/gov docs/passport.txt"
            ]  # answered by sqlite
            assert any("answering from the sqlite index" in r.message for r in caplog.records)
            moved = await client.move_file("inbox/visa.txt", "life/gov docs/")  # nothing is lost
        assert (client.root / moved.destination).is_file()
        assert "inbox/visa.txt" in _docs(rec)  # the mirror missed the move...
        rec._faults.clear()
        await client.index()  # ...and catches up once Meilisearch is back
        assert _docs(rec) == {"life/gov docs/passport.txt", "life/gov docs/visa.txt"}
        [index] = rec.indexes.values()
        assert doc_id("life/gov docs/visa.txt") in index.docs
    finally:
        await client.aclose()
