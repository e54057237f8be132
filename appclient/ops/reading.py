"""Reading the library: search, one file, the folder tree, the guideline, the newest files.

Each operation is defined once here (``appclient/operation.py``); its docstring and
``Field`` descriptions are what a model reads when it is offered as a tool."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field

from ..decisions.related import with_related_decisions
from ..errors import InvalidArgument, NotFound, NotPermitted
from ..library import Library
from ..models import FileDetail, FolderTree, RecentFiles, SearchResults, SimilarFiles
from ..operation import operation
from ..paths import is_ignored_rel, resolve_path
from ..validate import int_arg, mime_arg
from .args import FolderFilter, PathArg, TypeFilter, limit_field

__all__ = [
    "search",
    "find_similar",
    "get_file",
    "get_folder_tree",
    "read_guideline",
    "list_recent_files",
    "file_paths",
]


@operation(tool="read", title="Search the library", settles=True)
async def search(
    lib: Library,
    query: Annotated[
        str,
        Field(
            min_length=1,
            max_length=1000,
            description="What to look for, as the user would say it ('my ID photo', 'how much do I "
            "earn', 'rent contract') or as keywords ('passport scan', 'W-2 2024'), in any "
            "language the library's files are in. Quotes and operators are plain text.",
        ),
    ],
    type: TypeFilter = None,
    folder: FolderFilter = None,
    limit: Annotated[int, limit_field(100, "results")] = 10,
    mode: Annotated[
        Literal["hybrid", "keyword", "semantic"],
        Field(
            description="'hybrid' (default): by meaning and by words together, no word "
            "mandatory. 'keyword': files holding all the words first (then fewer, dropping "
            "from the end); use it for exact names, numbers and codes. 'semantic': by "
            "meaning alone."
        ),
    ] = "hybrid",
) -> SearchResults:
    """Search the user's library by meaning and by words, over file names, folders and
    extracted content (PDF text, OCR, document text), in the languages of the files.

    Returns the best matches first. In hybrid mode each hit's `score` is how likely it is
    the file the query means (0-1, calibrated: a hit at 0.8 is right about 80% of the time),
    so a low first score means an unsure answer. `results` is empty when no file matches
    (a word or code in no file, a topic the library has nothing about): say so rather than
    offering `related`, which lists a few loosely related files apart, not matches. A rare
    code or name held by one file returns that file alone. Dates in the query ('April',
    'last year', '2024') and the files' own dates count.

    Each hit says why it matched: `matched` is 'words' (`match_context` shows them in
    [brackets]), 'meaning' (`match_context` quotes the passage closest to the question) or
    'both'. Narrow with `type` (MIME prefix: 'image/' for photos, 'application/pdf') and
    `folder`. Use get_file on a hit to read its full content, find_similar for files like
    it. While the library is first being indexed the answer says so (`indexing`, `note`):
    ask again shortly for complete results."""
    return await lib.searcher.search(query, type, folder, limit, mode)


@operation(tool="read", title="Find files similar in meaning", settles=True)
async def find_similar(
    lib: Library,
    path: PathArg,
    limit: Annotated[int, limit_field(100, "files")] = 10,
) -> SimilarFiles:
    """Find the files most similar in meaning to one file (by its name, folder and content),
    best first, each with a similarity score (cosine, -1 to 1; above ~0.5 is close).

    Use it to see where files like an inbox file were filed, or to gather related papers."""
    limit = int_arg(limit, "limit", 1, 100)
    detail = await get_file.fn(lib, path)
    return await lib.searcher.similar(detail.path, limit)


@operation(tool="read", title="Get a file and its extracted content", settles=True)
async def get_file(lib: Library, path: PathArg) -> FileDetail:
    """Get one file's metadata and everything extracted from it (its digests).

    `digests` is keyed by digester: 'text' (text files), 'pdf_text', 'ocr',
    'image_metadata' (size, camera, dates), 'transcript' (a recording's words) ... each
    with 'content' and/or fields, or 'error' when extraction failed. Use this to understand
    what a file is before suggesting where it belongs. For an inbox file,
    `related_decisions` lists the user's past decisions on it and on the most similar
    files: a 'rejected' folder is the user's word that it is wrong for such a file."""
    safe = resolve_path(lib.root, path)
    if safe.abs.is_dir():
        raise InvalidArgument(f"{path!r} is a folder, not a file", see="folders")
    rows = await lib.files.rows(safe.rel)
    if not rows or not safe.abs.is_file():
        if not is_ignored_rel(safe.rel):
            # On disk but not yet indexed: index it now. Indexed but gone from disk: drop
            # the stale entry rather than describe a file that is not there.
            if safe.rel in (await lib.indexer.refresh([safe.rel])).unreadable:
                raise NotPermitted(
                    f"file {path!r} is in the library but cannot be read (permission denied),"
                    " so nothing of it is indexed",
                    hint="check its permissions",
                    argument="path",
                )
            rows = await lib.files.rows(safe.rel)
        if not rows and _regular(safe.abs) and not is_ignored_rel(safe.rel):
            raise NotFound(  # skipped this pass: changing as it was read, e.g. still arriving
                f"file {path!r} is on disk but not indexed yet (it changed while it was read)",
                hint="try again in a moment",
                argument="path",
            )
        if not rows or not safe.abs.is_file():
            raise NotFound(
                f"file {path!r} is not in the library",
                hint=await lib.files.hint(safe.rel),
                argument="path",
                see="search",
            )
    # An inbox file carries what the person decided before on files like it (organizers).
    return await with_related_decisions(lib.db, lib.files.detail(rows))


@operation(tool="read", title="Get the folder tree", settles=True)
async def get_folder_tree(
    lib: Library,
    depth: Annotated[
        int,
        Field(strict=True, ge=1, le=10, description="How many folder levels to show, 1-10."),
    ] = 2,
) -> FolderTree:
    """Get the library's folder structure: the destinations files can be organized into.

    Library folders only (no inbox/, no hidden folders); each node has its `path` (use it
    as `target_folder`) and `file_count`. Ask for more depth when the guideline mentions
    nested folders. While the library is first being indexed, `indexing` and `note` say
    so and counts cover only the files indexed so far."""
    return FolderTree.model_validate((await lib.folders.tree(depth)).model_dump())


@operation(tool="read", title="Read the user's organization guideline")
async def read_guideline(lib: Library) -> str:
    """Read the user's guideline.md: their own words on how the library is organized and
    where things go. Read it before suggesting any destination; it wins over your own
    judgment."""
    return await lib.guideline.read()


@operation(tool="read", title="List recently added files", settles=True)
async def list_recent_files(
    lib: Library,
    limit: Annotated[int, limit_field(100, "files")] = 10,
    type: TypeFilter = None,
    folder: FolderFilter = None,
) -> RecentFiles:
    """List the most recently added files, newest first. Use folder='inbox/' to see what
    is waiting to be organized, or another folder to see what usually goes there."""
    limit = int_arg(limit, "limit", 1, 100)
    mime = mime_arg(type)
    return await lib.files.recent(limit, mime, await lib.folders.filter_arg(folder))


@operation()
async def file_paths(lib: Library) -> list[str]:
    """Every indexed file's path, sorted: what a host completes a path argument from."""
    return await lib.files.paths()


def _regular(path: Path) -> bool:
    """A regular file itself (a symlink is never indexed, so never 'not indexed yet')."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False
