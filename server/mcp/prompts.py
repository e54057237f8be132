"""The MCP prompts (``organize_inbox``, ``organize_file``, ``find_files``) and the template
loader the agent runner shares: every template is packaged data in ``resources/prompts/``."""

from __future__ import annotations

import re
from importlib import resources as importlib_resources
from typing import Annotated

from mcp.server.mcpserver import MCPServer
from pydantic import Field

__all__ = ["PROMPT_PACKAGE", "register_prompts", "load_prompt", "render_prompt"]

PROMPT_PACKAGE = "resources"


def load_prompt(name: str) -> str:
    """The raw template ``resources/prompts/<name>.md`` (packaged data, read via importlib)."""
    return (importlib_resources.files(PROMPT_PACKAGE) / "prompts" / f"{name}.md").read_text("utf-8")


def render_prompt(name: str, **values: str) -> str:
    """Fill ``{key}`` placeholders for the given keys only, so braces elsewhere in the
    template (JSON examples, user text) are left alone and user values are never re-expanded."""
    template = load_prompt(name)
    if not values:
        return template
    pattern = re.compile(r"\{(" + "|".join(re.escape(k) for k in values) + r")\}")
    return pattern.sub(lambda m: values[m.group(1)], template)


def register_prompts(server: MCPServer) -> None:
    @server.prompt(name="organize_inbox", title="Organize my inbox")
    def organize_inbox() -> str:
        """Suggest a folder for every file waiting in inbox/, following the user's guideline."""
        return render_prompt("organize_inbox")

    @server.prompt(name="organize_file", title="Organize one file")
    def organize_file(
        path: Annotated[
            str,
            Field(
                description="The file to organize, relative to the library "
                "root, e.g. 'inbox/scan.pdf'."
            ),
        ],
    ) -> str:
        """Suggest the right folder for one file, following the user's guideline."""
        return render_prompt("organize_file", path=path)

    @server.prompt(name="find_files", title="Find files")
    def find_files(
        query: Annotated[str, Field(description="What to look for, in the user's words.")],
    ) -> str:
        """Find files in the library that match a description."""
        return render_prompt("find_files", query=query)
