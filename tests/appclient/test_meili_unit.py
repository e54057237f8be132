"""The Meilisearch backend against a fake Meilisearch.

No Meilisearch server can be installed where these tests run, so the real ``meilisearch``
client talks to ``tests/fakes/meili_recorder.py``: a loopback HTTP server that answers in
Meilisearch's wire shapes (task objects, index_not_found errors, search hits with
``_formatted`` and ``_rankingScore``) and records every request. What is checked here is
what we send and how we read the answers; the live-server contract suite
(tests/appclient/test_search_contract.py with MEILI_URL set) checks the rest.
"""

from __future__ import annotations

import hashlib
import re
import socket
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import numpy as np
import pytest

from appclient.embed.base import to_blob
from appclient.errors import BackendUnavailable, InvalidArgument
from appclient.search import SearchBackend, SearchDoc, SearchFilters
from appclient.search.meili import MeiliSearch
from appclient.search.meili_docs import (
    build_filter,
    doc_id,
    folder_prefixes,
    index_uid_for,
    quote_filter_value,
    to_document,
)
from tests.fakes.meili_recorder import MeiliRecorder, parse_filter

# Marked here, not only by conftest's auto-mark: anyio re-creates auto-marked items at
# collection end and drops their @parametrize arguments.
pytestmark = pytest.mark.anyio

UID = "mylifedb_test"


def doc(path: str, content: str = "", mime: str = "text/plain") -> SearchDoc:
    folder, _, name = path.rpartition("/")
    return SearchDoc(
        path=path,
        name=name,
        folder=f"{folder}/" if folder else "",
        mime_type=mime,
        size=len(content),
        mtime=1_700_000_000.0,
        content=content,
    )


LIBRARY = [
    doc("life/gov docs/passport.jpg", "", "image/jpeg"),
    doc(
        "life/gov docs/tax 2023.pdf",
        "Annual statement. " + "filler " * 40 + "your passport number was verified " + "tail " * 40,
        "application/pdf",
    ),
    doc("work/notes.txt", "meeting notes about the quarterly budget"),
    doc('odd "quoted" folder/readme.txt', "passport copy kept here"),
]


@pytest.fixture
def meili() -> Iterator[MeiliRecorder]:
    with MeiliRecorder() as rec:
        yield rec


def backend(rec: MeiliRecorder, api_key: str | None = None, **kw: float) -> MeiliSearch:
    opts: dict[str, float] = {"timeout_s": 2.0, "task_timeout_s": 5.0, "backoff_s": 0.01} | kw
    return MeiliSearch(rec.url, api_key, UID, **opts)  # type: ignore[arg-type]


async def filled(rec: MeiliRecorder, docs: list[SearchDoc] = LIBRARY) -> MeiliSearch:
    b = backend(rec)
    await b.sync(docs, [])
    return b


def closed_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


# -- pure parts -------------------------------------------------------------------------


def test_index_uid_is_stable_and_valid() -> None:
    a = index_uid_for(Path("/home/me/MyLifeDB"))
    assert a == index_uid_for(Path("/home/me/MyLifeDB"))
    assert a != index_uid_for(Path("/home/me/Other"))
    assert re.fullmatch(r"mylifedb_[0-9a-f]{12}", a)


def test_document_shape() -> None:
    d = to_document(doc("life/gov docs/passport.jpg", "x", "image/jpeg"))
    assert d == {
        "id": hashlib.sha1(b"life/gov docs/passport.jpg").hexdigest(),
        "path": "life/gov docs/passport.jpg",
        "name": "passport.jpg",
        "folder": "life/gov docs/",
        "folder_prefixes": ["life/", "life/gov docs/"],
        "mime_type": "image/jpeg",
        "mime_major": "image",
        "size": 1,
        "mtime": 1_700_000_000.0,
        "content": "x",
    }
    assert re.fullmatch(r"[A-Za-z0-9_-]+", doc_id('we!rd "name"/ü.txt'))
    assert folder_prefixes("") == []


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        (SearchFilters(), None),
        (SearchFilters(folder="life/gov docs/"), 'folder_prefixes = "life/gov docs/"'),
        (SearchFilters(mime_prefix="image/"), 'mime_major = "image"'),
        (SearchFilters(mime_prefix="application/pdf"), 'mime_type = "application/pdf"'),
        (
            SearchFilters(mime_prefix="image/", folder="life/"),
            'folder_prefixes = "life/" AND mime_major = "image"',
        ),
        (SearchFilters(folder='a "b"/'), r'folder_prefixes = "a \"b\"/"'),
    ],
)
def test_filter_expressions(filters: SearchFilters, expected: str | None) -> None:
    assert build_filter(filters) == expected


def test_quoting_round_trips_through_the_filter_grammar() -> None:
    for value in ["plain/", 'a "b"/', "back\\slash/", '"', 'x" OR id = "1']:
        assert parse_filter(f"folder = {quote_filter_value(value)}") == [("folder", value)]


# -- index setup ------------------------------------------------------------------------


async def test_ensure_index_creates_index_and_sends_settings(meili: MeiliRecorder) -> None:
    b = backend(meili)
    assert isinstance(b, SearchBackend)
    await b.ensure_index()

    (create,) = meili.calls("POST", "/indexes")
    assert create.body == {"uid": UID, "primaryKey": "id"}
    (patch,) = meili.calls("PATCH", f"/indexes/{UID}/settings")
    assert patch.body["searchableAttributes"] == ["name", "path", "content"]
    assert set(patch.body["filterableAttributes"]) == {"folder_prefixes", "mime_type", "mime_major"}
    assert "content" in patch.body["displayedAttributes"]
    assert "folder_prefixes" not in patch.body["displayedAttributes"]
    assert patch.headers["Content-Type"] == "application/json"
    assert b.embedder is None

    # Idempotent: an existing index is not created again.
    await b.ensure_index()
    assert len(meili.calls("POST", "/indexes")) == 1
    assert len(meili.calls("PATCH", f"/indexes/{UID}/settings")) == 2


async def test_waits_for_tasks_still_processing(meili: MeiliRecorder) -> None:
    meili.task_polls_before_done = 2
    await backend(meili).ensure_index()
    polls = meili.calls("GET", r"/tasks/\d+")
    assert len(polls) == 3 * 2  # create + settings, each polled until 'succeeded'


async def test_task_wait_is_bounded(meili: MeiliRecorder) -> None:
    meili.task_polls_before_done = 10_000
    with pytest.raises(BackendUnavailable, match="did not finish create the index within"):
        await backend(meili, task_timeout_s=0.2).ensure_index()


async def test_failed_task_raises_with_meilisearch_message(meili: MeiliRecorder) -> None:
    meili.fail_task_types["documentAdditionOrUpdate"] = {
        "message": "Document identifier `bad id` is invalid.",
        "code": "invalid_document_id",
        "type": "invalid_request",
        "link": "https://docs.meilisearch.com/errors#invalid_document_id",
    }
    with pytest.raises(BackendUnavailable, match="Document identifier `bad id` is invalid") as ei:
        await backend(meili).sync(LIBRARY, [])
    assert ei.value.details["meili_code"] == "invalid_document_id"


# -- search -----------------------------------------------------------------------------


async def test_search_maps_hits_and_highlights(meili: MeiliRecorder) -> None:
    b = await filled(meili)
    res = await b.search("passport", SearchFilters(), 10)

    (req,) = meili.calls("POST", f"/indexes/{UID}/search")
    assert req.body["q"] == "passport"
    assert req.body["attributesToCrop"] == ["content"]
    assert req.body["highlightPreTag"] == "[" and req.body["highlightPostTag"] == "]"
    assert req.body["showRankingScore"] is True
    assert "filter" not in req.body and "hybrid" not in req.body

    assert res.query == "passport"
    assert res.total_found == 3
    by_path = {h.path: h for h in res.results}
    img = by_path["life/gov docs/passport.jpg"]
    assert (img.name, img.folder, img.mime_type) == ("passport.jpg", "life/gov docs/", "image/jpeg")
    assert img.match_context == "[passport].jpg"  # no content: the highlighted name
    pdf = by_path["life/gov docs/tax 2023.pdf"]
    assert "your [passport] number" in pdf.match_context  # the content crop, one line
    assert len(pdf.match_context.split()) <= 26
    assert all(0.0 <= h.score <= 1.0 for h in res.results)
    assert res.results[0].score >= res.results[-1].score


async def test_search_filters_reach_the_server(meili: MeiliRecorder) -> None:
    b = await filled(meili)
    only_images = await b.search("passport", SearchFilters(mime_prefix="image/"), 10)
    assert [h.path for h in only_images.results] == ["life/gov docs/passport.jpg"]

    pdfs = await b.search("passport", SearchFilters(mime_prefix="application/pdf"), 10)
    assert [h.path for h in pdfs.results] == ["life/gov docs/tax 2023.pdf"]

    both = await b.search("passport", SearchFilters(mime_prefix="image/", folder="life/"), 10)
    assert [h.path for h in both.results] == ["life/gov docs/passport.jpg"]

    quoted = await b.search("passport", SearchFilters(folder='odd "quoted" folder/'), 10)
    assert [h.path for h in quoted.results] == ['odd "quoted" folder/readme.txt']

    filters = [r.body.get("filter") for r in meili.calls("POST", f"/indexes/{UID}/search")]
    assert filters == [
        'mime_major = "image"',
        'mime_type = "application/pdf"',
        'folder_prefixes = "life/" AND mime_major = "image"',
        r'folder_prefixes = "odd \"quoted\" folder/"',
    ]


async def test_hybrid_only_when_an_embedder_is_configured(meili: MeiliRecorder) -> None:
    b = await filled(meili)
    await b.search("passport", SearchFilters(), 5, "hybrid")
    assert "hybrid" not in meili.calls("POST", f"/indexes/{UID}/search")[-1].body

    meili.set_embedders(UID, {"docs": {"source": "openAi", "model": "text-embedding-3-small"}})
    b2 = backend(meili)
    await b2.search("passport", SearchFilters(), 5)  # keyword mode: words only
    assert "hybrid" not in meili.calls("POST", f"/indexes/{UID}/search")[-1].body
    await b2.search("passport", SearchFilters(), 5, "hybrid")
    assert meili.calls("POST", f"/indexes/{UID}/search")[-1].body["hybrid"] == {
        "embedder": "docs",
        "semanticRatio": 0.5,
    }
    assert b2.embedder == "docs"
    # Detected once: a second search does not read the settings again.
    reads = len(meili.calls("GET", f"/indexes/{UID}/settings"))
    await b2.search("notes", SearchFilters(), 5, "hybrid")
    assert len(meili.calls("GET", f"/indexes/{UID}/settings")) == reads


async def test_hybrid_falls_back_to_keyword_search(meili: MeiliRecorder) -> None:
    meili.set_embedders(UID, {"default": {"source": "ollama", "model": "nomic-embed-text"}})
    b = await filled(meili)
    assert b.embedder == "default"
    meili.set_embedders(UID, {})  # the user removed it after we looked
    res = await b.search("passport", SearchFilters(), 5, "hybrid")
    assert res.total_found == 3
    first, second = meili.calls("POST", f"/indexes/{UID}/search")
    assert "hybrid" in first.body and "hybrid" not in second.body
    assert b.embedder is None


async def test_our_vectors_travel_with_documents_and_queries(meili: MeiliRecorder) -> None:
    """mylifedb's own vectors: a 'userProvided' embedder on the index (merged with the
    user's), each document's vector under _vectors, the question's vector with hybrid (2/3
    meaning) or semantic (all meaning) requests, and any word may be left out."""
    meili.set_embedders(UID, {"theirs": {"source": "ollama", "model": "nomic-embed-text"}})
    b = MeiliSearch(meili.url, None, UID, timeout_s=2.0, task_timeout_s=5.0, vector_dim=3)
    vec = np.array([0.6, 0.8, 0.0], dtype=np.float32)
    with_vector = SearchDoc(**{**LIBRARY[2].__dict__, "vector": to_blob(vec)})
    await b.sync([LIBRARY[0], with_vector], [])
    embedders = meili.indexes[UID].settings["embedders"]
    assert embedders["mylifedb"] == {"source": "userProvided", "dimensions": 3}
    assert "theirs" in embedders  # the user's own embedder is kept
    docs = meili.indexes[UID].docs
    assert docs[doc_id(LIBRARY[0].path)]["_vectors"] == {"mylifedb": None}
    sent = docs[doc_id(with_vector.path)]["_vectors"]["mylifedb"]
    assert sent == pytest.approx([0.6, 0.8, 0.0], abs=0.01)

    res = await b.search("budget meeting", SearchFilters(), 5, "hybrid", vec)
    body = meili.calls("POST", f"/indexes/{UID}/search")[-1].body
    assert body["hybrid"] == {"embedder": "mylifedb", "semanticRatio": pytest.approx(2 / 3)}
    assert (
        body["vector"] == pytest.approx([0.6, 0.8, 0.0]) and body["matchingStrategy"] == "frequency"
    )
    assert [h.path for h in res.results] == ["work/notes.txt"]
    await b.search("budget", SearchFilters(), 5, "semantic", vec)
    assert meili.calls("POST", f"/indexes/{UID}/search")[-1].body["hybrid"]["semanticRatio"] == 1.0
    await b.search("budget", SearchFilters(), 5, "keyword", vec)
    body = meili.calls("POST", f"/indexes/{UID}/search")[-1].body
    assert "hybrid" not in body and "vector" not in body and body["matchingStrategy"] == "last"


async def test_user_provided_embedder_is_not_used_for_text_queries(meili: MeiliRecorder) -> None:
    meili.set_embedders(UID, {"mine": {"source": "userProvided", "dimensions": 3}})
    b = backend(meili)
    await b.search("passport", SearchFilters(), 5)
    assert "hybrid" not in meili.calls("POST", f"/indexes/{UID}/search")[-1].body


async def test_query_sends_the_words_sqlite_matches_with_the_last_strategy(
    meili: MeiliRecorder,
) -> None:
    """Both backends match all words first and drop words from the end: Meilisearch gets
    the same words (little words dropped, no syntax) and matchingStrategy "last"."""
    b = await filled(meili)
    await b.search('Find my "unbalanced AND (NOT* name:', SearchFilters(), 5)
    body = meili.calls("POST", f"/indexes/{UID}/search")[-1].body
    assert body["q"] == "unbalanced name"
    assert body["matchingStrategy"] == "last"
    assert (body["page"], body["hitsPerPage"]) == (1, 5) and "limit" not in body
    await b.search("passport ab", SearchFilters(), 5)  # a short last word is whole, as in sqlite
    assert meili.calls("POST", f"/indexes/{UID}/search")[-1].body["q"] == "passport ab "
    await b.search(" ".join(f"w{i}x" for i in range(400)), SearchFilters(), 5)
    assert len(meili.calls("POST", f"/indexes/{UID}/search")[-1].body["q"]) <= 500


async def test_all_words_first_then_the_first_words(meili: MeiliRecorder) -> None:
    b = await filled(
        meili,
        [
            doc("notes/japan.txt", "trip to japan in april"),
            doc("notes/travel.txt", "bring the passport on the trip to japan"),
            doc("notes/renewal.txt", "passport renewal form"),
        ],
    )
    res = await b.search("passport japan", SearchFilters(), 10)
    assert [h.path for h in res.results] == [
        "notes/travel.txt",
        "notes/renewal.txt",
    ]  # never japan-only
    assert res.results[0].score > res.results[1].score
    assert (res.total_found, res.total_is_estimate) == (2, False)


async def test_total_is_exact_up_to_1000_then_at_least(meili: MeiliRecorder) -> None:
    b = await filled(meili, [doc(f"bulk/n{i}.txt", "platypus note") for i in range(1_050)])
    res = await b.search("platypus", SearchFilters(), 3)
    assert (len(res.results), res.total_found, res.total_is_estimate) == (3, 1000, True)
    few = await b.search("platypus", SearchFilters(folder="none/"), 3)
    assert (few.total_found, few.total_is_estimate) == (0, False)


async def test_blank_query_asks_nothing(meili: MeiliRecorder) -> None:
    res = await backend(meili).search("   ", SearchFilters(), 5)
    assert (res.total_found, res.results) == (0, [])
    assert meili.requests == []


# -- sync / rebuild ---------------------------------------------------------------------


async def test_sync_batches_large_upserts(meili: MeiliRecorder) -> None:
    docs = [doc(f"bulk/file {i}.txt", f"text {i}") for i in range(2_500)]
    await backend(meili).sync(docs, [])
    adds = meili.calls("POST", f"/indexes/{UID}/documents")
    assert [len(a.body) for a in adds] == [1000, 1000, 500]
    assert all(a.query == {"primaryKey": ["id"]} for a in adds)
    assert len(meili.indexes[UID].docs) == 2_500


async def test_sync_deletes_by_id_of_path(meili: MeiliRecorder) -> None:
    b = await filled(meili)
    await b.sync([], ["work/notes.txt", "never/indexed.txt"])
    (delete,) = meili.calls("POST", f"/indexes/{UID}/documents/delete-batch")
    assert delete.body == [doc_id("work/notes.txt"), doc_id("never/indexed.txt")]
    res = await b.search("budget", SearchFilters(), 5)
    assert res.results == []


async def test_sync_nothing_is_a_no_op(meili: MeiliRecorder) -> None:
    await backend(meili).sync([], [])
    assert meili.requests == []


async def test_rebuild_replaces_everything(meili: MeiliRecorder) -> None:
    b = await filled(meili)

    async def fresh() -> AsyncIterator[SearchDoc]:
        for i in range(1_200):
            yield doc(f"new/{i}.txt", "fresh")

    await b.rebuild(fresh())
    assert len(meili.calls("DELETE", f"/indexes/{UID}/documents")) == 1
    assert [len(a.body) for a in meili.calls("POST", f"/indexes/{UID}/documents")][-2:] == [
        1000,
        200,
    ]
    assert set(meili.indexes[UID].docs) == {doc_id(f"new/{i}.txt") for i in range(1_200)}


# -- failures ---------------------------------------------------------------------------


async def test_transient_503_is_retried(meili: MeiliRecorder) -> None:
    b = await filled(meili)
    meili.fail("POST", f"/indexes/{UID}/search", 503, times=2)
    res = await b.search("passport", SearchFilters(), 5)
    assert res.total_found == 3
    assert len(meili.calls("POST", f"/indexes/{UID}/search")) == 3


async def test_429_on_upload_is_retried(meili: MeiliRecorder) -> None:
    meili.fail(
        "POST",
        f"/indexes/{UID}/documents",
        429,
        body={
            "message": "Too many requests",
            "code": "too_many_search_requests",
            "type": "system",
            "link": "https://docs.meilisearch.com/errors",
        },
    )
    await backend(meili).sync(LIBRARY, [])
    assert len(meili.calls("POST", f"/indexes/{UID}/documents")) == 2
    assert len(meili.indexes[UID].docs) == len(LIBRARY)


async def test_persistent_503_becomes_backend_unavailable(meili: MeiliRecorder) -> None:
    b = await filled(meili)
    meili.fail("POST", f"/indexes/{UID}/search", 503, times=100)
    with pytest.raises(BackendUnavailable, match="HTTP 503") as ei:
        await b.search("passport", SearchFilters(), 5)
    assert ei.value.retryable
    assert isinstance(ei.value.__cause__, Exception)
    assert len(meili.calls("POST", f"/indexes/{UID}/search")) == 4  # 1 + 3 retries


async def test_connection_refused_is_backend_unavailable() -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    b = MeiliSearch(url, None, UID, timeout_s=1.0, retries=1, backoff_s=0.01)
    with pytest.raises(BackendUnavailable, match=f"Meilisearch at {url} is unreachable") as ei:
        await b.check()
    assert "refused" in str(ei.value).lower()
    with pytest.raises(BackendUnavailable):
        await b.sync([doc("a.txt")], [])


@pytest.mark.parametrize(
    ("key", "message"),
    [
        ("wrong", "MEILI_MASTER_KEY was refused"),
        (None, "MEILI_MASTER_KEY is not set"),
    ],
)
async def test_bad_or_missing_key_is_one_clear_error(key: str | None, message: str) -> None:
    with MeiliRecorder(api_key="right") as rec:
        b = backend(rec, api_key=key)
        with pytest.raises(InvalidArgument, match=message):
            await b.check()
        with pytest.raises(InvalidArgument, match=message):
            await b.search("passport", SearchFilters(), 5)
        assert len(rec.calls("GET", f"/indexes/{UID}")) == 2  # refused at once, not retried


async def test_401_is_refused_key(meili: MeiliRecorder) -> None:
    meili.fail(
        "GET",
        f"/indexes/{UID}",
        401,
        body={
            "message": "The Authorization header is missing.",
            "code": "missing_authorization_header",
            "type": "auth",
            "link": "https://docs.meilisearch.com/errors",
        },
    )
    with pytest.raises(InvalidArgument, match="MEILI_MASTER_KEY was refused"):
        await backend(meili, api_key="k").check()


async def test_check_passes_with_the_right_key() -> None:
    with MeiliRecorder(api_key="right") as rec:
        await backend(rec, api_key="right").check()
        assert [r.path for r in rec.requests] == ["/health", f"/indexes/{UID}"]
        assert rec.requests[1].headers["Authorization"] == "Bearer right"


async def test_other_client_errors_are_not_retried(meili: MeiliRecorder) -> None:
    b = await filled(meili)
    meili.fail(
        "POST",
        f"/indexes/{UID}/search",
        400,
        body={
            "message": "Attribute `x` is not filterable.",
            "code": "invalid_search_filter",
            "type": "invalid_request",
            "link": "https://docs.meilisearch.com/errors",
        },
    )
    with pytest.raises(BackendUnavailable, match="not filterable") as ei:
        await b.search("passport", SearchFilters(), 5)
    assert not ei.value.retryable
    assert len(meili.calls("POST", f"/indexes/{UID}/search")) == 1


def test_from_settings(tmp_path: Path) -> None:
    from appclient.settings import Settings

    s = Settings(root=tmp_path, state_dir=tmp_path / "state", search_backend="meilisearch")
    with pytest.raises(InvalidArgument, match="MEILI_URL"):
        MeiliSearch.from_settings(s)
    s = Settings(
        root=tmp_path,
        state_dir=tmp_path / "state",
        search_backend="meilisearch",
        meili_url="http://127.0.0.1:7700/",
        meili_key="k",
    )
    b = MeiliSearch.from_settings(s)
    assert (b.url, b.index_uid) == ("http://127.0.0.1:7700", index_uid_for(tmp_path))


def test_a_connection_failure_is_said_in_the_systems_words() -> None:
    """The reason is found down the chain of causes, not parsed out of requests' paragraph."""
    import requests
    from meilisearch.errors import MeilisearchCommunicationError, MeilisearchTimeoutError

    from appclient.search.meili import _short_reason

    try:
        try:
            try:
                raise ConnectionRefusedError(111, "Connection refused")
            except OSError as low:
                raise requests.ConnectionError("HTTPConnectionPool(...): Max retries") from low
        except requests.ConnectionError as mid:
            raise MeilisearchCommunicationError(str(mid)) from mid
    except MeilisearchCommunicationError as exc:
        assert _short_reason(exc) == "Connection refused"
    assert _short_reason(MeilisearchTimeoutError("whatever it says")) == "timed out"
