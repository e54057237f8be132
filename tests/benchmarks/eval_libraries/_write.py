"""Writing an evaluation library: its guideline, its filed files and its inbox, checked for
the shape its author promised (how many inbox files, how many fit nowhere, every expected
folder holding files). Shared by the libraries whose authors wrote the same ``build``."""

from __future__ import annotations

import pathlib
from collections.abc import Mapping


def write_file(path: pathlib.Path, content: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def write_library(
    root: pathlib.Path,
    guideline: str,
    filed: Mapping[str, str | bytes],
    inbox: Mapping[str, tuple[str | bytes, str]],
    *,
    count: int,
    nowhere: int,
) -> dict[str, str]:
    """The library at ``root`` (absent or empty); inbox path -> expected folder ('' for a
    file that fits nowhere)."""
    root = pathlib.Path(root)
    if root.exists() and any(root.iterdir()):
        raise FileExistsError(f"{root} exists and is not empty")
    root.mkdir(parents=True, exist_ok=True)
    write_file(root / "guideline.md", guideline)
    for rel, content in filed.items():
        write_file(root / rel, content)
    expected: dict[str, str] = {}
    for rel, (content, folder) in inbox.items():
        write_file(root / rel, content)
        expected[rel] = folder
    inbox_files = [p for p in (root / "inbox").iterdir() if p.is_file()]
    assert len(inbox_files) == count == len(expected), (len(inbox_files), len(expected))
    assert sum(1 for v in expected.values() if v == "") == nowhere
    for folder in filter(None, expected.values()):
        assert folder.endswith("/"), folder
        assert any(p.is_file() for p in (root / folder).iterdir()), folder
    return expected
