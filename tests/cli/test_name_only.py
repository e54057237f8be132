"""What is read by name only, said: `mylifedb index` and `status` count the library's files
whose insides nothing reads — kinds without a reader (by extension), files that could not
be read, scans without OCR — each with its fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image

from appclient.digests import ocr
from tests.cli.helpers import Lib, clean_env, make_lib, run
from tests.fixtures import file_kinds as fk


def _lib(tmp_path: Path) -> Lib:
    lib = make_lib(tmp_path, {"guideline.md": "# Where things go\n"})
    home = lib.root / "home"
    home.mkdir()
    fk.write_docx(home / "lease.docx")
    fk.write_xlsx(home / "budget.xlsx")
    (home / "old.doc").write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(500))
    (home / "talk.key").write_bytes(b"PK not really")
    (home / "talk2.key").write_bytes(b"PK not really either")
    (home / "locked.docx").write_bytes(b"this is no zip")
    Image.new("RGB", (300, 200), "white").save(home / "Screenshot 2025-05-04.png")
    return lib


def test_status_counts_what_is_read_by_name_only_and_why(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    assert run("index", *lib.args).code == 0
    off = json.loads(run("status", "--json", *lib.args, env=clean_env(MYLIFEDB_OCR="0")).out)
    check = off["read_by_name_only"]
    assert check["value"] == 5  # 2 .key, 1 .doc, 1 damaged .docx, 1 screenshot
    assert check["note"] == (
        "2 .key, 1 .doc: no reader for these kinds; 1 could not be read (encrypted or "
        "damaged); 1 scans and screenshots: no OCR here"
    )
    assert check["hint"] == "unset MYLIFEDB_OCR to read them"
    if ocr.available():  # with OCR the blank screenshot had nothing to read
        on = json.loads(run("status", "--json", *lib.args).out)["read_by_name_only"]
        assert on["value"] == 4


def test_index_says_it_with_the_fix(tmp_path: Path) -> None:
    lib = _lib(tmp_path)
    r = run("index", *lib.args)
    assert r.code == 0
    said = " ".join(r.out.split())
    assert "locked.docx" in said  # named as unreadable, file by file
    assert "read by name only: 2 .key, 1 .doc: no reader for these kinds" in said


def test_the_first_command_says_how_to_add_ocr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr, "engine_name", lambda: None)  # a base install: no OCR at all
    r = run("demo", "--dir", str(tmp_path / "demo"), env=clean_env())
    assert r.code == 0, r.err
    said = " ".join(r.out.split())
    assert "Scans and screenshots are found by name only here. To read them:" in said
    assert "apt install tesseract-ocr tesseract-ocr-script-latn" in said
    monkeypatch.setattr(ocr, "engine_name", lambda: "tesseract")
    r = run("demo", "--dir", str(tmp_path / "demo"), env=clean_env())
    assert "found by name only here" not in r.out


async def test_the_status_resource_says_it_too(tmp_path: Path) -> None:
    """Over MCP, ``mylifedb://status`` carries what is read here: the OCR engine and its
    scripts, and the files read by name only with why."""
    import mcp.types as types
    from mcp import Client

    from appclient import LocalAppClient, Settings
    from server.app import build_server
    from server.surface import STATUS_URI

    lib = _lib(tmp_path)
    client = await LocalAppClient.open(Settings.resolve(root=lib.root, state_dir=lib.state))
    try:
        await client.index()
        async with Client(build_server(client, index_on_start=False, watch=False)) as c:
            contents = (await c.read_resource(STATUS_URI)).contents[0]
            assert isinstance(contents, types.TextResourceContents)
            reading = json.loads(contents.text)["reading"]
        assert reading["ocr"] == ocr.engine_name()
        if reading["ocr"] == "tesseract":
            assert "Latin" in reading["ocr_scripts"]
        assert reading["read_by_name_only"] == (4 if ocr.available() else 5)
        assert reading["why"][0] == "2 .key, 1 .doc: no reader for these kinds"
    finally:
        await client.aclose()
