"""The MCP prompts (``organize_inbox``, ``organize_file``, ``find_files``): each renders a
packaged template (``server.surface.render_prompt``)."""

from __future__ import annotations

from typing import Annotated

from mcp.server.mcpserver import MCPServer
from pydantic import Field

from server.surface import render_prompt

__all__ = ["register_prompts"]


def organize_inbox() -> str:
    """Suggest a folder for every file waiting in inbox/, following the user's guideline."""
    return render_prompt("organize_inbox")


def organize_file(
    path: Annotated[
        str,
        Field(
            description="The file to organize, relative to the library root, e.g. 'inbox/scan.pdf'."
        ),
    ],
) -> str:
    """Suggest the right folder for one file, following the user's guideline."""
    return render_prompt("organize_file", path=path)


def find_files(
    query: Annotated[str, Field(description="What to look for, in the user's words.")],
) -> str:
    """Find files in the library that match a description."""
    return render_prompt("find_files", query=query)


PROMPTS = (
    (organize_inbox, "Organize my inbox"),
    (organize_file, "Organize one file"),
    (find_files, "Find files"),
)


def register_prompts(server: MCPServer) -> None:
    for fn, title in PROMPTS:
        server.prompt(name=fn.__name__, title=title)(fn)
