"""The names of mylifedb's MCP surface that every part of the server shares: the server's
name, icon and instructions, the resource URIs and the prompt templates. The MCP package
serves them, the review page and the headless runner refer to them; none of those reaches
into another's modules for them.

Prompt templates and the icon are packaged data in ``resources/``."""

from __future__ import annotations

import base64
import re
from importlib import resources as importlib_resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mcp.types import Icon

__all__ = [
    "SERVER_NAME",
    "SERVER_TITLE",
    "INSTRUCTIONS",
    "server_icons",
    "GUIDELINE_URI",
    "PENDING_URI",
    "STATUS_URI",
    "FILE_TEMPLATE",
    "REVIEW_PAGE_URI",
    "PROMPT_PACKAGE",
    "load_prompt",
    "render_prompt",
]

SERVER_NAME = "mylifedb"
SERVER_TITLE = "MyLifeDB"

INSTRUCTIONS = """\
mylifedb is the user's own library of files: guideline.md (their rules for where things go, \
in their words), inbox/ (new arrivals) and library folders (the destinations). Find files \
with search (then get_file for everything extracted from one) or list_recent_files; see the \
destinations with get_folder_tree. To organize a file: read_guideline first, then \
get_folder_tree and get_file, then create_suggestion with reasoning and a calibrated \
confidence; a new folder spelled like an existing one is refused with "did you mean ...?" \
(pass create_folder: true only for a folder that is really new). Nothing moves until the \
user decides: list_suggestions and review_inbox show what waits, and resolve_suggestion \
carries out a decision the user made (move_file and undo_move exist only when the user \
allowed moves). Paths are relative to the library root ('life/gov docs/passport.jpg'); \
errors start with a code in brackets, e.g. [not_found], and usually name the closest match."""

GUIDELINE_URI = "mylifedb://guideline"
PENDING_URI = "mylifedb://suggestions/pending"
STATUS_URI = "mylifedb://status"
FILE_TEMPLATE = "mylifedb://file/{+path}"  # reserved expansion: "/" stays "/"
REVIEW_PAGE_URI = "ui://mylifedb/review.html"

PROMPT_PACKAGE = "resources"


def server_icons() -> list[Icon]:
    """The server's icon (a folder with a check mark) as data URIs: SVG for any size, PNG
    for hosts that draw only bitmaps. Nothing is fetched."""
    from mcp.types import Icon  # here: every CLI command imports this module, few serve

    folder = importlib_resources.files(PROMPT_PACKAGE) / "icon"
    icons = []
    for name, mime, sizes in (
        ("mylifedb.svg", "image/svg+xml", ["any"]),
        ("mylifedb.png", "image/png", ["128x128"]),
    ):
        data = base64.b64encode((folder / name).read_bytes()).decode("ascii")
        icons.append(Icon(src=f"data:{mime};base64,{data}", mime_type=mime, sizes=sizes))
    return icons


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
