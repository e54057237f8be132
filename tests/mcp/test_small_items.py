"""Small items of issue 33 (item 13), each through a real MCP session: a file's Windows
line endings reach the model as line endings, not as ``\\u000d`` escapes (a lone carriage
return, which could overwrite a line in a terminal, is still escaped)."""

from __future__ import annotations

from pathlib import Path

import mcp.types as types
from mcp import Client

from appclient import visible
from server.app import build_server
from tests.fixtures import open_library


async def test_the_file_resource_keeps_windows_line_endings(tmp_path: Path) -> None:
    client = await open_library(
        tmp_path, {"notes/dos.txt": "first line\r\nsecond line\r\nthird\rover\r\n"}
    )
    try:
        server = build_server(client, watch=False, index_on_start=False)
        async with Client(server) as c:
            read = await c.read_resource("mylifedb://file/notes/dos.txt")
        (block,) = read.contents
        assert isinstance(block, types.TextResourceContents)
        assert "\\u000d\n" not in block.text and "\\u000d\\n" not in block.text
        assert "first line" in block.text and "second line" in block.text
        assert "third\\u000dover" in block.text  # a lone CR is still shown, not obeyed
    finally:
        await client.aclose()


def test_visible_keeps_crlf_only_where_it_keeps_lines() -> None:
    assert visible("a\r\nb", lines=True) == "a\r\nb"
    assert visible("a\rb", lines=True) == "a\\u000db"
    assert visible("a\r\nb") == "a\\u000d\\nb"
