"""The ``completions`` capability: ``completion/complete`` for every prompt argument and
resource-template variable that names something in the library.

- the ``organize_file`` prompt's ``path``: the library's files, inbox files first;
- the ``mylifedb://file/{+path}`` template's ``path``: the library's files.

Values are ranked as a person typing expects (:func:`rank`): paths that start with what was
typed, then paths with a file or folder name that starts with it, then paths that contain
it, then near spellings (``pasport`` finds ``passport.txt``) — letters compared without case
or accents. At most 100 values, with ``total`` and ``hasMore``. A reference this server
does not complete (another prompt, an argument that is free text such as ``find_files``'s
``query``, a prompt or template it does not have) gets an empty list, never an error: hosts
ask for every argument they show.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.types import (
    CompletionArgument,
    CompletionContext,
    PromptReference,
    ResourceTemplateReference,
)
from mcp_types import Completion
from rapidfuzz import fuzz, process

from appclient import INBOX, MyLifeDBError
from server.surface import FILE_TEMPLATE

from .server import ServerContext

__all__ = ["register_completions", "rank", "MAX_VALUES", "COMPLETED"]

MAX_VALUES = 100  # the spec's limit per answer
_MAX_TYPED = 1000  # longer "partial values" are not something a person typed
_FUZZY_MIN = 3  # characters typed before near spellings are offered
_FUZZY_CUTOFF = 80  # rapidfuzz partial_ratio, 0-100

Completer = Callable[[ServerContext, str], Awaitable[tuple[list[str], int]]]


def _fold(text: str) -> str:
    """Lower case without accents: 'Café' and 'cafe' complete alike."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def rank(
    typed: str, candidates: Sequence[str], *, first: Callable[[str], bool] | None = None
) -> list[str]:
    """The candidates that complete ``typed``, best first: a prefix of the whole path, then
    of a file or folder name in it, then anywhere in it, then near spellings (from 3 letters
    on). Within each, the ``first`` ones (inbox files) lead, then in path order."""
    want = _fold(typed.strip())
    tiers: list[list[str]] = [[], [], []]
    rest: list[str] = []
    for path in candidates:
        folded = _fold(path)
        if folded.startswith(want):
            tiers[0].append(path)
        elif any(part.startswith(want) for part in folded.split("/")):
            tiers[1].append(path)
        elif want in folded:
            tiers[2].append(path)
        else:
            rest.append(path)
    lead = first or (lambda _: False)
    ranked = [p for tier in tiers for p in sorted(tier, key=lambda p: (not lead(p), p))]
    if len(want) >= _FUZZY_MIN and rest:
        near = process.extract(
            want,
            [_fold(p) for p in rest],
            scorer=fuzz.partial_ratio,
            score_cutoff=_FUZZY_CUTOFF,
            limit=None,
        )
        ranked += [
            rest[i]
            for _, _, i in sorted(near, key=lambda m: (-m[1], not lead(rest[m[2]]), rest[m[2]]))
        ]
    return ranked


async def _files(lib: ServerContext, typed: str) -> tuple[list[str], int]:
    ranked = rank(typed, await lib.client().file_paths())
    return ranked[:MAX_VALUES], len(ranked)


async def _files_inbox_first(lib: ServerContext, typed: str) -> tuple[list[str], int]:
    ranked = rank(typed, await lib.client().file_paths(), first=lambda p: p.startswith(INBOX))
    return ranked[:MAX_VALUES], len(ranked)


# (reference type, prompt name or template URI, argument) -> what it names
COMPLETED: dict[tuple[str, str, str], Completer] = {
    ("ref/prompt", "organize_file", "path"): _files_inbox_first,
    ("ref/resource", FILE_TEMPLATE, "path"): _files,
}


def register_completions(server: MCPServer[Any], lib: ServerContext) -> None:
    """Serve ``completion/complete`` (which advertises the ``completions`` capability)."""

    @server.completion()
    async def complete(
        ref: PromptReference | ResourceTemplateReference,
        argument: CompletionArgument,
        context: CompletionContext | None,
    ) -> Completion:
        key = ref.name if isinstance(ref, PromptReference) else ref.uri
        completer = COMPLETED.get((ref.type, key, argument.name))
        if completer is None or len(argument.value) > _MAX_TYPED:
            return Completion(values=[], total=0, has_more=False)
        try:
            values, total = await completer(lib, argument.value)
        except MyLifeDBError:  # e.g. the library is still opening: nothing to offer yet
            return Completion(values=[], total=0, has_more=False)
        return Completion(values=values, total=total, has_more=total > len(values))
