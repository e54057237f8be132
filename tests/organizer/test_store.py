"""The organizer's model: learnt from the whole library through the core's corpus pages,
cached in the state directory, refitted when the library or the decisions change, and
fitted off the event loop."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import anyio
import anyio.lowlevel
import numpy as np
import pytest

from appclient import LocalAppClient
from appclient.index.corpus import Corpus, iter_decisions
from server.organizer import Model, codec
from server.organizer.store import ModelStore, OrganizerFitError, gather
from tests.organizer.conftest import folders_of, open_lib


async def _model(store: ModelStore, client: LocalAppClient) -> Model:
    guideline = await client.read_guideline()
    return await store.model(guideline, folders_of(await client.get_folder_tree(depth=10)))


async def test_every_decision_is_read_not_just_what_a_tool_returns(tmp_path: Path) -> None:
    files = {"guideline.md": "Notes: `notes/`\n", "notes/a.txt": "a note"}
    files |= {f"inbox/n{i:03d}.txt": f"note number {i}" for i in range(130)}
    client = await open_lib(tmp_path, files)
    try:
        for i in range(130):  # more than list_suggestions' cap of 100
            s = await client.create_suggestion(f"inbox/n{i:03d}.txt", "notes/", "a note", 0.6)
            await client.resolve_suggestion(s.id, "reject")
        assert len((await client.list_suggestions("rejected", 500)).suggestions) == 130
        assert isinstance(client.corpus(), Corpus)
        assert len([d async for d in iter_decisions(client.corpus())]) == 130
        snap = await gather(client.corpus(), await client.read_guideline(), ["notes/"])
        assert len(snap.decisions) == 130 and all(d.status == "rejected" for d in snap.decisions)
        assert {d.doc.text for d in snap.decisions} == {f"note number {i}" for i in range(130)}
    finally:
        await client.aclose()


async def test_the_model_is_cached_and_refitted_when_the_library_changes(
    lib: LocalAppClient,
) -> None:
    store = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    first = await _model(store, lib)
    assert await _model(store, lib) is first and store.fits == 1
    assert (lib.corpus().corpus_state_dir() / "organizer" / "model.npz").is_file()
    # another process (a second store on the same state dir) loads it instead of fitting
    other = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    loaded = await _model(other, lib)
    assert other.fits == 0 and loaded.targets.index == first.targets.index
    # a new inbox file or a pending suggestion changes nothing the model learns from ...
    (lib.root / "inbox/new.txt").write_text("Globex payslip January 2025")
    await lib.index()
    s = await lib.create_suggestion("inbox/new.txt", "work/comp/", "payslip", 0.9)
    assert await _model(store, lib) is first and store.fits == 1
    # ... a decision does, and so does a new library file
    await lib.resolve_suggestion(s.id, "accept")
    await _model(store, lib)
    assert store.fits == 2
    (lib.root / "notes/misc/more.md").write_text("More ideas for the garden.")
    await lib.index()
    await _model(store, lib)
    assert store.fits == 3


async def test_fitting_runs_off_the_event_loop(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While a model is fitted, the event loop keeps serving: the fit below waits until a
    task on the loop has run (it would wait forever if the fit held the loop)."""
    loop_ran = threading.Event()
    real_fit = Model.fit

    def fit_after_the_loop_ran(snap: object, seed: int = 0) -> Model:
        if not loop_ran.wait(timeout=30):
            raise AssertionError("the event loop did not run while the model was being fitted")
        return real_fit(snap, seed)  # type: ignore[arg-type]

    monkeypatch.setattr(Model, "fit", fit_after_the_loop_ran)
    store = ModelStore(lib.corpus(), None)

    async def on_the_loop() -> None:
        await anyio.lowlevel.checkpoint()
        loop_ran.set()

    async with anyio.create_task_group() as tg:
        tg.start_soon(on_the_loop)
        model = await _model(store, lib)
    assert model.targets.targets and store.fits == 1


async def test_concurrent_callers_share_one_fit(lib: LocalAppClient) -> None:
    store = ModelStore(lib.corpus(), None)
    got: list[Model] = []

    async def one() -> None:
        got.append(await _model(store, lib))

    async with anyio.create_task_group() as tg:
        for _ in range(3):
            tg.start_soon(one)
    assert store.fits == 1 and got[0] is got[1] is got[2]


async def test_the_corpus_pages_through_library_files_only(lib: LocalAppClient) -> None:
    (lib.root / "inbox/waiting.txt").write_text("not filed yet")
    await lib.index()
    first = await lib.corpus().corpus_files(0, 5)
    rest = await lib.corpus().corpus_files(first[-1].id, 1000)
    paths = [f.path for f in first + rest]
    assert len(first) == 5 and len(paths) == len(set(paths))
    assert "inbox/waiting.txt" not in paths and "guideline.md" not in paths
    photo = next(f for f in first + rest if f.name == "IMG_0100.jpg")
    assert photo.folder == "life/trips/2024-03 lisbon/" and photo.image["taken_at"].startswith(
        "2024-03-12"
    )
    note = next(f for f in first + rest if f.name == "dal.md")
    assert "Red lentil dal" in note.text
    before = await lib.corpus().corpus_signature()
    await lib.move_file("notes/misc/ideas.md", "kitchen/recipes/")
    assert await lib.corpus().corpus_signature() != before


async def test_a_cached_model_answers_as_the_fitted_one(lib: LocalAppClient) -> None:
    """The cache keeps everything the model needs: the same probabilities for every file."""
    from server.organizer import doc_from_detail

    store = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    fitted = await _model(store, lib)
    loaded = await _model(ModelStore(lib.corpus(), lib.corpus().corpus_state_dir()), lib)
    assert loaded is not fitted
    for f in (await lib.corpus().corpus_files(0, 50))[:12]:
        doc = doc_from_detail(await lib.get_file(f.path))
        a, b = fitted.score(doc), loaded.score(doc)
        assert a.probs.tolist() == b.probs.tolist()


async def test_a_cache_of_another_layout_is_refitted_not_misread(lib: LocalAppClient) -> None:
    """A cache written by a version whose parts had other fields (its layout fingerprint
    differs) is not read: the model is fitted anew and the cache rewritten."""
    import io
    import json

    import numpy as np

    state = lib.corpus().corpus_state_dir()
    await _model(ModelStore(lib.corpus(), state), lib)
    cache = state / "organizer" / "model.npz"
    with np.load(io.BytesIO(cache.read_bytes()), allow_pickle=False) as z:
        arrays = {k: z[k] for k in z.files}
    meta = json.loads(arrays["__meta__"].tobytes())
    assert meta["layout"] == codec.layout(Model)
    arrays["__meta__"] = np.frombuffer(
        json.dumps({**meta, "layout": "older"}).encode(), dtype=np.uint8
    )
    with open(cache, "wb") as f:
        np.savez(f, allow_pickle=False, **arrays)
    other = ModelStore(lib.corpus(), state)
    assert (await _model(other, lib)).targets.targets and other.fits == 1
    again = ModelStore(lib.corpus(), state)
    await _model(again, lib)
    assert again.fits == 0  # the refitted model was cached in this layout


class _Planted:
    """What a hostile cache runs when it is unpickled: it writes a marker file."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str]]:
        import os

        return (os.system, (f"touch {self.marker}",))


async def test_a_planted_cache_never_runs_code(lib: LocalAppClient, tmp_path: Path) -> None:
    """A peer of a synced state folder plants a pickle (under the old name and the new
    one), an .npz with an object array, and model files naming os.system: none runs, the
    model is fitted anew."""
    import io
    import json
    import pickle

    import numpy as np

    state = lib.corpus().corpus_state_dir()
    (state / "organizer").mkdir(mode=0o700, parents=True, exist_ok=True)
    marker = tmp_path / "pwned"
    payload = pickle.dumps(("key", _Planted(marker)))
    (state / "organizer" / "model.pkl").write_bytes(payload)
    store = ModelStore(lib.corpus(), state)
    cache = state / "organizer" / "model.npz"
    plants: list[bytes] = [payload]
    buf = io.BytesIO()  # an object array: loading it would unpickle
    np.savez(buf, __meta__=np.array([_Planted(marker)], dtype=object), allow_pickle=True)
    plants.append(buf.getvalue())
    for fmt, layout in (
        ("mylifedb-organizer-model/1", ""),  # the allow-list codec's description of a class
        (codec.FORMAT, codec.layout(Model)),  # ... under this version's format and layout
    ):
        meta = {
            "format": fmt,
            "layout": layout,
            "key": "x",
            "value": {"$id": 0, "$obj": "os:system", "state": {}},
        }
        buf = io.BytesIO()
        np.savez(buf, __meta__=np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8))
        plants.append(buf.getvalue())
    for plant in plants:
        cache.write_bytes(plant)
        os.chmod(cache, 0o600)
        assert await _model(ModelStore(lib.corpus(), state), lib) is not None
        assert not marker.exists()
    assert store is not None and not marker.exists()


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX owners")
async def test_a_cache_others_can_write_or_do_not_own_is_not_read(lib: LocalAppClient) -> None:
    state = lib.corpus().corpus_state_dir()
    await _model(ModelStore(lib.corpus(), state), lib)
    cache = state / "organizer" / "model.npz"
    assert cache.stat().st_mode & 0o777 == 0o600
    assert cache.parent.stat().st_mode & 0o777 == 0o700
    os.chmod(cache, 0o622)  # writable by the group and others
    other = ModelStore(lib.corpus(), state)
    await _model(other, lib)
    assert other.fits == 1
    if os.geteuid() == 0:  # root can hand the file to another user
        import pwd

        os.chown(cache, pwd.getpwnam("nobody").pw_uid, -1)
        os.chmod(cache, 0o600)
        third = ModelStore(lib.corpus(), state)
        await _model(third, lib)
        assert third.fits == 1


async def test_a_large_library_is_fitted_in_a_child_process(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From APART_MIN files on, the model is fitted by a child process (its memory leaves
    with it) that writes the cache; this process only loads it, and decides as a model
    fitted here would."""
    from server.organizer import doc_from_detail

    here = ModelStore(lib.corpus(), None)  # no cache folder: always fitted here
    fitted_here = await _model(here, lib)
    real_fit = Model.fit

    def no_fit_here(snap: object, seed: int = 0) -> Model:
        raise AssertionError("the model was fitted in this process")

    monkeypatch.setattr("server.organizer.store.APART_MIN", 1)
    monkeypatch.setattr(Model, "fit", no_fit_here)
    store = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    model = await _model(store, lib)
    assert store.fits == store.fits_apart == 1
    assert model.targets.index == fitted_here.targets.index
    for f in (await lib.corpus().corpus_files(0, 50))[:8]:
        doc = doc_from_detail(await lib.get_file(f.path))
        # the same up to the last bits a process's BLAS threads may order differently
        assert np.allclose(model.score(doc).probs, fitted_here.score(doc).probs, rtol=1e-6)
    monkeypatch.setattr(Model, "fit", real_fit)
    assert await _model(store, lib) is model and store.fits == 1


async def test_a_child_that_fails_leaves_the_fit_to_this_process(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr("server.organizer.store.APART_MIN", 1)
    monkeypatch.setattr(
        "server.organizer.store.COMMAND", [sys.executable, "-c", "import sys; sys.exit(3)"]
    )
    store = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    model = await _model(store, lib)
    assert model.targets.targets and store.fits == 1 and store.fits_apart == 0
    assert "ended with code 3" in caplog.text


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
async def test_a_child_killed_for_its_memory_is_not_followed_by_a_fit_here(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed by a signal (the out-of-memory killer), the same fit in this process would
    likely take the daemon with it: it is an error the run reports instead."""
    killed = "import os, signal; os.kill(os.getpid(), signal.SIGKILL)"
    monkeypatch.setattr("server.organizer.store.APART_MIN", 1)
    monkeypatch.setattr("server.organizer.store.COMMAND", [sys.executable, "-c", killed])
    store = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    with pytest.raises(OrganizerFitError, match="ended by signal 9"):
        await _model(store, lib)
    assert store.fits == 0


@pytest.mark.skipif(os.name != "posix", reason="POSIX process ids and signals")
async def test_a_cancelled_fit_ends_its_child(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Ctrl-C while a child fits: the child is ended with the caller, not left running."""
    pid_file = tmp_path / "child.pid"
    child = f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(60)"
    monkeypatch.setattr("server.organizer.store.APART_MIN", 1)
    monkeypatch.setattr("server.organizer.store.COMMAND", [sys.executable, "-c", child])
    store = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    with anyio.move_on_after(30) as scope:
        async with anyio.create_task_group() as tg:
            tg.start_soon(_model, store, lib)
            while not pid_file.exists() or not pid_file.read_text():  # noqa: ASYNC110 - written by another process
                await anyio.sleep(0.05)
            tg.cancel_scope.cancel()
    assert not scope.cancelled_caught, "the child never started"
    pid = int(pid_file.read_text())
    with pytest.raises(ProcessLookupError):  # ended and reaped
        os.kill(pid, 0)
    assert store.fits == 0


async def test_the_child_runs_this_code_not_a_package_planted_where_it_starts(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``mylifedb watch`` started inside a synced library folder: a ``server`` package that
    folder holds is not what the child imports."""
    planted = tmp_path / "synced"
    marker = tmp_path / "planted-code-ran"
    for part in ("server", "server/organizer"):
        (planted / part).mkdir(parents=True)
        (planted / part / "__init__.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    (planted / "server/organizer/apart.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    monkeypatch.chdir(planted)
    monkeypatch.setenv("PYTHONPATH", str(planted))
    monkeypatch.setattr("server.organizer.store.APART_MIN", 1)
    store = ModelStore(lib.corpus(), lib.corpus().corpus_state_dir())
    model = await _model(store, lib)
    assert store.fits_apart == 1 and model.targets.targets
    assert not marker.exists()
