"""A watcher's batch that names a folder and a file inside it lists the file once (twice,
the batch's transaction failed on files.path's UNIQUE constraint and the change was lost)."""

from __future__ import annotations

from pathlib import Path

from appclient.index.scan import stat_paths


def test_a_folder_and_its_file_named_together_list_the_file_once(tmp_path: Path) -> None:
    (tmp_path / "inbox").mkdir()
    (tmp_path / "inbox" / "visa.txt").write_text("Schengen visa application\n")
    (tmp_path / "inbox" / "other.txt").write_text("x\n")
    files, folders, scopes = stat_paths(tmp_path, ["inbox", "inbox/visa.txt"])
    assert sorted(f.rel for f in files) == ["inbox/other.txt", "inbox/visa.txt"]
    assert folders == {"inbox/"} and scopes == {"inbox/", "inbox/visa.txt"}
