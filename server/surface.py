"""The names of mylifedb's MCP surface that every part of the server shares: the server's
name and instructions, the resource URIs and the prompt templates. The MCP package serves
them, the review page and the headless runner refer to them; none of those reaches into
another's modules for them.

Prompt templates are packaged data in ``resources/prompts/``."""

from __future__ import annotations

import re
from importlib import resources as importlib_resources

__all__ = [
    "SERVER_NAME",
    "SERVER_TITLE",
    "INSTRUCTIONS",
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
mylifedb is the user's personal library of files: a folder with guideline.md (the user's own
rules for where things go), inbox/ (new files) and library folders (the destinations).
To organize a file: read_guideline first, then get_folder_tree, then get_file, then
create_suggestion with reasoning and a calibrated confidence. Never move files unless the
user asked: suggestions wait for the user's decision. Paths are relative to the library root
(e.g. 'life/gov docs/passport.jpg'). Errors start with a code in brackets, e.g. [not_found],
and often name the closest match."""

GUIDELINE_URI = "mylifedb://guideline"
PENDING_URI = "mylifedb://suggestions/pending"
STATUS_URI = "mylifedb://status"
FILE_TEMPLATE = "mylifedb://file/{path}"
REVIEW_PAGE_URI = "ui://mylifedb/review.html"

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
