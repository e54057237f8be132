"""`mylifedb organize` of a file that already sits in its folder (issue 33, item 13): one
consistent story — the note says the organizer is asked, the row says the file is already
where it belongs, and the footer does not claim it "stays in the inbox"."""

from __future__ import annotations

from pathlib import Path

from .helpers import make_lib, run


def test_organizing_a_filed_file_tells_one_story(tmp_path: Path) -> None:
    lib = make_lib(tmp_path)
    assert run("index", *lib.args).code == 0
    r = run("organize", "life/gov docs/passport.txt", *lib.args)
    assert r.code == 0, r.err
    assert "suggesting a folder for it anyway" not in r.err
    assert "asking the organizer" in r.err
    assert "stays in the inbox" not in r.out
    assert "already" in r.out and "invalid_argument" not in r.out
