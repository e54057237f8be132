"""Path safety: every user-supplied path is refused when it could name something outside the
library (``..``, absolute paths, symlinks out, the ``/lib`` vs ``/lib-evil`` prefix trick,
the state folder, hidden folders), through every public client method that takes a path."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from appclient import InvalidPath, LocalAppClient, MyLifeDBError, NotFound, OutsideRoot, Settings
from appclient.paths import MAX_NAME, MAX_PATH, normalize_folder, normalize_rel, resolve_path

SECRET = "top secret outside the library"


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@pytest.fixture
def lib(tmp_path: Path) -> Path:
    root = tmp_path / "lib"
    _write(root / "guideline.md", "# guideline\n")
    _write(root / "inbox" / "scan.txt", "a scanned passport page")
    _write(root / "life" / "notes.txt", "ordinary notes inside the library")
    _write(root / "life" / "gov docs" / "passport.txt", "passport number 123")
    _write(root / ".git" / "config", "[core]\n")
    _write(root / ".hidden" / "diary.txt", "hidden diary")
    # Outside the library: a plain folder and the prefix-trick sibling '<root>-evil'.
    _write(tmp_path / "outside" / "secret.txt", SECRET)
    _write(tmp_path / "lib-evil" / "x", SECRET)
    _write(tmp_path / "lib-evil" / "secret.txt", SECRET)
    os.symlink(tmp_path / "outside" / "secret.txt", root / "out_file_link.txt")
    os.symlink(tmp_path / "outside", root / "out_dir_link")
    os.symlink(tmp_path / "lib-evil", root / "evil_link")
    os.symlink(root / "life" / "gov docs" / "passport.txt", root / "life" / "in_link.txt")
    os.symlink(root / "life" / "gov docs", root / "docs_link")
    os.symlink("loop", root / "loop")
    return root


@pytest.fixture
async def client(lib: Path) -> AsyncIterator[LocalAppClient]:
    # The state folder inside the root, so '.mylifedb/index.db' names a real file.
    c = await LocalAppClient.open(Settings.resolve(root=lib, state_dir=lib / ".mylifedb"))
    try:
        await c.index()
        yield c
    finally:
        await c.aclose()


ATTACKS = [
    "..",
    "../x",
    "a/../../x",
    "life/../../lib-evil/x",
    "../lib-evil/x",
    "../lib-evil/secret.txt",
    "/etc/passwd",
    "C:\\x",
    "c:/windows/system32",
    "\\\\server\\share\\x",
    "life/\x00notes.txt",
    "a" * 300,
    "life/" + "b" * 300 + ".txt",
    "a/" * 2500,
    "out_file_link.txt",
    "out_dir_link",
    "out_dir_link/secret.txt",
    "evil_link",
    "evil_link/x",
    "evil_link/secret.txt",
    ".mylifedb/index.db",
    ".mylifedb",
    ".git/config",
    ".git",
    ".hidden/diary.txt",
    "life/../.hidden",
    "\udcff",  # a lone surrogate: JSON can carry "\udcff", os.fsencode would turn it into a byte
    "life/\ud800.txt",
]

REFUSED = {"outside_root", "invalid_path"}


def _calls(c: LocalAppClient) -> dict[str, Callable[[str], Awaitable[object]]]:
    return {
        "get_file": lambda p: c.get_file(p),
        "create_suggestion.file_path": lambda p: c.create_suggestion(
            file_path=p, target_folder="life/", reasoning="fits life", confidence=0.5
        ),
        "create_suggestion.target_folder": lambda p: c.create_suggestion(
            file_path="inbox/scan.txt", target_folder=p, reasoning="fits", confidence=0.5
        ),
        "search.folder": lambda p: c.search("passport", folder=p),
        "list_recent_files.folder": lambda p: c.list_recent_files(folder=p),
        "move_file.path": lambda p: c.move_file(p, "life/"),
        "move_file.target_folder": lambda p: c.move_file("inbox/scan.txt", p),
    }


async def test_every_attack_is_refused_by_every_method(client: LocalAppClient, lib: Path) -> None:
    failures = []
    for method, call in _calls(client).items():
        for attack in ATTACKS:
            try:
                await call(attack)
            except MyLifeDBError as exc:
                if exc.code not in REFUSED:
                    failures.append((method, attack, exc.code, str(exc)))
                else:
                    assert str(exc), (method, attack)
            else:
                failures.append((method, attack, "accepted", ""))
    assert failures == [], "\n".join(map(repr, failures))
    # Nothing moved, nothing leaked, no suggestion was recorded.
    assert (lib / "inbox" / "scan.txt").read_text() == "a scanned passport page"
    assert (lib.parent / "outside" / "secret.txt").read_text() == SECRET
    assert (lib.parent / "lib-evil" / "x").read_text() == SECRET
    assert sorted(p.name for p in (lib / "life").iterdir()) == [
        "gov docs",
        "in_link.txt",
        "notes.txt",
    ]
    assert (await client.list_suggestions(status=None)).suggestions == []


@pytest.mark.parametrize(
    ("attack", "error"),
    [
        ("..", OutsideRoot),
        ("../x", OutsideRoot),
        ("a/../../x", OutsideRoot),
        ("/etc/passwd", OutsideRoot),
        ("C:\\x", OutsideRoot),
        ("x\x00y", InvalidPath),
        ("a" * 300, InvalidPath),
        ("a/" * 2500, InvalidPath),
        ("out_file_link.txt", OutsideRoot),
        ("out_dir_link/secret.txt", OutsideRoot),
        ("evil_link/x", OutsideRoot),
        ("../lib-evil/x", OutsideRoot),
        (".mylifedb/index.db", OutsideRoot),
        (".git/config", InvalidPath),
        ("\udcff", InvalidPath),
    ],
)
async def test_get_file_error_types(
    client: LocalAppClient, attack: str, error: type[Exception]
) -> None:
    with pytest.raises(error):
        await client.get_file(attack)


async def test_symlink_into_the_state_folder_is_refused(client: LocalAppClient, lib: Path) -> None:
    os.symlink(lib / ".mylifedb", lib / "life" / "state_link")
    for p in ("life/state_link/index.db", "life/state_link"):
        with pytest.raises(MyLifeDBError) as info:
            await client.get_file(p)
        assert info.value.code in REFUSED


async def test_symlink_inside_the_root_resolves(client: LocalAppClient) -> None:
    via_file_link = await client.get_file("life/in_link.txt")
    assert via_file_link.path == "life/gov docs/passport.txt"
    assert "passport number 123" in via_file_link.digests["text"]["content"]
    via_dir_link = await client.get_file("docs_link/passport.txt")
    assert via_dir_link.path == "life/gov docs/passport.txt"


async def test_symlink_loop_is_an_error_not_a_crash(client: LocalAppClient) -> None:
    with pytest.raises(MyLifeDBError):
        await client.get_file("loop")


async def test_links_and_hidden_files_are_never_indexed(client: LocalAppClient) -> None:
    res = await client.search("secret")
    assert res.results == []
    res = await client.search("diary")
    assert res.results == []
    paths = {f.path for f in (await client.list_recent_files(limit=100)).files}
    assert paths == {
        "guideline.md",
        "inbox/scan.txt",
        "life/notes.txt",
        "life/gov docs/passport.txt",
    }


async def test_plain_relative_paths_still_work(client: LocalAppClient) -> None:
    assert (await client.get_file("./life//notes.txt")).path == "life/notes.txt"
    assert (await client.get_file("life\\notes.txt")).path == "life/notes.txt"
    with pytest.raises(NotFound):
        await client.get_file("life/missing.txt")


# --------------------------------------------------------------------------- unit tests


def test_normalize_rel_canonical_forms() -> None:
    assert normalize_rel("") == ""
    assert normalize_rel(".") == ""
    assert normalize_rel("  life/notes.txt  ") == "life/notes.txt"
    assert normalize_rel("a\\b/./c//d/") == "a/b/c/d"
    assert normalize_rel("cafe\u0301.txt") == "caf\u00e9.txt"  # NFC, as macOS hands out NFD
    assert normalize_rel("x" * MAX_NAME) == "x" * MAX_NAME


@pytest.mark.parametrize(
    ("path", "error"),
    [
        ("..", OutsideRoot),
        ("../x", OutsideRoot),
        ("a/../b", OutsideRoot),
        ("a\\..\\..\\b", OutsideRoot),
        ("/etc/passwd", OutsideRoot),
        ("C:\\x", OutsideRoot),
        ("d:x", OutsideRoot),
        ("a\x00b", InvalidPath),
        ("x" * (MAX_NAME + 1), InvalidPath),
        ("\u00e9" * 128, InvalidPath),  # 256 bytes in UTF-8
        ("a/" * (MAX_PATH // 2 + 1), InvalidPath),
        ("life/\udcff.txt", InvalidPath),
    ],
)
def test_normalize_rel_refuses(path: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        normalize_rel(path)


def test_normalize_rel_refuses_non_strings() -> None:
    with pytest.raises(InvalidPath):
        normalize_rel(None)  # type: ignore[arg-type]
    with pytest.raises(InvalidPath):
        normalize_rel(b"life")  # type: ignore[arg-type]


def test_normalize_folder() -> None:
    assert normalize_folder("") == ""
    assert normalize_folder("life") == "life/"
    assert normalize_folder("life/gov docs/") == "life/gov docs/"
    assert normalize_folder("life\\gov docs") == "life/gov docs/"
    with pytest.raises(OutsideRoot):
        normalize_folder("../life")


def test_resolve_path(lib: Path) -> None:
    root = Path(os.path.realpath(lib))
    assert resolve_path(root, "").rel == ""
    assert resolve_path(root, "").abs == root
    sp = resolve_path(root, "life/notes.txt")
    assert (sp.rel, sp.abs) == ("life/notes.txt", root / "life" / "notes.txt")
    new = resolve_path(root, "life/new trip/plan.txt")  # need not exist
    assert new.rel == "life/new trip/plan.txt"
    assert resolve_path(root, "life/in_link.txt").rel == "life/gov docs/passport.txt"
    assert resolve_path(root, "docs_link/new.txt").rel == "life/gov docs/new.txt"
    for bad in (
        "out_file_link.txt",
        "out_dir_link",
        "out_dir_link/new.txt",
        "evil_link/x",
        "evil_link/nonexistent/deeper.txt",
    ):
        with pytest.raises(OutsideRoot):
            resolve_path(root, bad)
    with pytest.raises(OutsideRoot):
        resolve_path(root, ".mylifedb/index.db")
    with pytest.raises((OutsideRoot, InvalidPath)):
        resolve_path(root, ".git/config")


def test_prefix_trick_is_not_a_string_prefix_test(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    root.mkdir()
    (tmp_path / "lib-evil").mkdir()
    (tmp_path / "lib-evil" / "x").write_text(SECRET)
    os.symlink(tmp_path / "lib-evil" / "x", root / "x")
    real_root = Path(os.path.realpath(root))
    # str(real path of x) starts with str(root): only a component comparison catches it.
    assert os.path.realpath(root / "x").startswith(str(real_root))
    with pytest.raises(OutsideRoot):
        resolve_path(real_root, "x")
