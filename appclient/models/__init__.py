"""The shapes of everything the core returns. These are the MCP tools' output models too
(docs/contract.md fixes the field names): change them and clients break. A search's answer
is in ``search.py``, re-exported here."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field

from .base import _absent_if_none, _Model
from .base import utc as utc
from .search import INDEXING, NOTE
from .search import IndexingStatus as IndexingStatus
from .search import MeaningStatus as MeaningStatus
from .search import SearchHit as SearchHit
from .search import SearchResults as SearchResults
from .search import SimilarFile as SimilarFile
from .search import SimilarFiles as SimilarFiles

SuggestionStatus = Literal["pending", "accepted", "rejected", "expired"]
SearchMode = Literal["hybrid", "keyword", "semantic"]
ResolveAction = Literal["accept", "reject", "choose"]


class RelatedDecision(_Model):
    """A decision the person made on a file like this one (or on this very file)."""

    file_name: str = Field(description="The decided file's name (data from the library).")
    file_path: str = Field(description="Where that file was when it was suggested.")
    folder: str = Field(
        description="accepted / chosen: the folder the file went to; rejected: the folder the "
        "person refused."
    )
    decision: Literal["accepted", "chosen", "rejected"] = Field(
        description="'rejected' is the person's word that this folder is wrong for that file."
    )
    instead_of: str | None = Field(
        default=None,
        description="For 'chosen': the folder that was suggested and passed over.",
        exclude_if=_absent_if_none,
    )
    similarity: float = Field(description="How alike the two files are, 0-1 (1.0: the same file).")
    decided_at: datetime


class FileDetail(_Model):
    path: str
    name: str
    folder: str
    mime_type: str
    size: int = Field(description="Size in bytes.")
    created_at: datetime = Field(description="When the file was first seen in the library.")
    modified_at: datetime = Field(description="Last modification time on disk.")
    digests: dict[str, dict[str, Any]] = Field(
        description="Extracted content keyed by digester, e.g. 'text', 'pdf_text', 'image_metadata'. "
        "Each has 'content' (text) and/or fields; 'error' when extraction failed."
    )
    related_decisions: list[RelatedDecision] | None = Field(
        default=None,
        description="Inbox files only: the person's past decisions (accepted, chosen, rejected) "
        "on this file and on the most similar files, most alike first. Data, like the rest: a "
        "'rejected' folder was refused by the person for a file like this one.",
        exclude_if=_absent_if_none,
    )


class FolderNode(_Model):
    name: str
    path: str = Field(
        description="Folder path relative to the root, ending in '/'; '/' for the root."
    )
    file_count: int = Field(default=0, description="Files in this folder and all its subfolders.")
    children: list[FolderNode] = Field(default_factory=list)


class FolderTree(FolderNode):
    """The root of a folder tree as the server answers it: a FolderNode that also says when
    the tree may be incomplete (folders then come from the disk, counts from the index)."""

    indexing: IndexingStatus | None = Field(
        default=None, description=INDEXING, exclude_if=_absent_if_none
    )
    note: str | None = Field(default=None, description=NOTE, exclude_if=_absent_if_none)


class RecentFile(_Model):
    path: str
    name: str
    mime_type: str
    size: int
    added_at: datetime


class RecentFiles(_Model):
    files: list[RecentFile]


class Alternative(_Model):
    folder: str = Field(description="Another folder that could fit, relative to the root.")
    reasoning: str = Field(description="Why it could fit.")


class Suggestion(_Model):
    id: str
    file_path: str
    target_folder: str
    reasoning: str
    confidence: float
    alternatives: list[Alternative] = Field(default_factory=list)
    status: SuggestionStatus
    created_at: datetime
    resolved_at: datetime | None = None
    source: str = Field(
        description="Who made it: 'mcp' (an assistant), 'agent:<provider>', 'cli', 'review' (the "
        "person, on the review page, for a file with no suggestion)."
    )
    creates_folder: bool = Field(
        description="True when target_folder does not exist yet and accepting creates it."
    )
    new_name: str | None = Field(
        default=None, description="The name accepting gives the file; null: it keeps its own."
    )


class SuggestionList(_Model):
    suggestions: list[Suggestion]


class ResolveResult(_Model):
    success: bool
    file_moved: bool
    new_path: str | None = Field(default=None, description="Where the file is now, when it moved.")
    renamed: bool = Field(
        default=False, description="True when the name was taken and the file got ' (1)' etc."
    )
    move_id: int | None = Field(
        default=None, description="The move's id, when the file moved (undo takes it)."
    )


class MoveRecord(_Model):
    id: int
    source: str = Field(description="Where the file was.")
    destination: str = Field(description="Where the file is now.")
    renamed: bool = Field(
        description="True when the target name existed, so the file got a ' (n)' suffix."
    )
    status: Literal["done", "undone", "pending", "aborted", "stale"] = Field(
        description="'stale': the file left its destination outside mylifedb, so the move "
        "cannot be undone any more."
    )
    created_at: datetime
    suggestion_id: str | None = None
    run_id: str | None = Field(
        default=None,
        description="The batch this move belongs to (an organizer run with auto-accept, one "
        "'Accept all' of the review page): undo_move(run_id=...) takes the batch back.",
    )
    undo_of: int | None = Field(
        default=None,
        description="For a move that undid another: that move's id.",
        exclude_if=_absent_if_none,
    )
    created_folder: str | None = Field(
        default=None,
        description="The folder this move had to create (undo removes it again when empty).",
        exclude_if=_absent_if_none,
    )
    removed_folder: str | None = Field(
        default=None,
        description="After an undo: the folder the undone move had created, removed because it "
        "was empty again.",
        exclude_if=_absent_if_none,
    )


class MoveList(_Model):
    moves: list[MoveRecord] = Field(description="Newest first.")


class RefusedMove(_Model):
    move_id: int
    source: str = Field(description="Where the move had taken the file from.")
    destination: str = Field(description="Where the move had put it.")
    reason: str = Field(description="Why it was not moved back, '[code] message'.")
    code: str = Field(default="error", description="The reason's stable code.")
    force_helps: bool = Field(
        default=False, description="True when undoing with force would move it back."
    )


class RunUndo(_Model):
    run_id: str
    undone: list[MoveRecord] = Field(
        description="The moves that put files back, last moved first (source: where the file "
        "was, destination: where it is again)."
    )
    refused: list[RefusedMove] = Field(
        description="Moves not undone: the file was edited since (force moves it anyway) or is "
        "gone from where the move put it."
    )
    removed_folders: list[str] = Field(
        description="Folders the run's moves had created, removed because they were empty again."
    )


class Directive(_Model):
    """A rule in the Directives section of guideline.md."""

    id: str | None = Field(
        description="'d-1a2b3c' for a directive that remember wrote (forget takes it); null for a "
        "line the person wrote in that section themselves (theirs to edit)."
    )
    text: str = Field(description="The rule as written in guideline.md.")
    folder: str | None = Field(
        default=None, description="The folder the rule names, when it names one."
    )
    created_at: str | None = Field(default=None, description="The day it was remembered.")


class DirectiveList(_Model):
    directives: list[Directive]
    section: str = Field(description="The heading of the section in guideline.md that holds them.")


class DeclinedFile(_Model):
    file_path: str
    reason: str = Field(description="Why the organizer made no suggestion.")
    provider: str
    declined_at: datetime


class DeclinedList(_Model):
    files: list[DeclinedFile] = Field(
        description="Inbox files the organizer declined, newest first."
    )


class IndexStats(_Model):
    files: int = Field(description="Files in the index after the scan.")
    added: int = 0
    updated: int = 0
    removed: int = 0
    renamed: int = 0
    unchanged: int = 0
    digest_errors: int = 0
    seconds: float = 0.0
    # Which files those were (the first 50): for `mylifedb index` to name a few; not on the
    # wire nor in --json, whose shape stays as it was.
    digest_failed: list[str] = Field(default_factory=list, exclude=True, repr=False)
    digest_failed_files: int = Field(default=0, exclude=True, repr=False)
    unreadable: list[str] = Field(
        default_factory=list,
        description=(
            "Files that exist but could not be read (permissions?), so they are not indexed."
        ),
    )


class AgentRun(_Model):
    id: int
    file_path: str
    provider: str
    model: str
    turns: int
    input_tokens: int
    output_tokens: int
    latency_ms: int
    outcome: Literal["suggested", "declined", "failed", "skipped"]
    error: str | None = None
    suggestion_id: str | None = None
    created_at: datetime


class AgentRunList(_Model):
    runs: list[AgentRun]


class UndoAnswer(_Model):
    """undo_move's answer as one schema: with move_id (or neither) the move record of the
    move back (id, source, destination, ...); with run_id the batch's report (run_id, undone,
    refused, removed_folders)."""

    id: int | None = Field(default=None, description="The move that put the file back.")
    source: str | None = Field(default=None, description="Where the file was.")
    destination: str | None = Field(default=None, description="Where the file is again.")
    renamed: bool | None = None
    status: str | None = None
    created_at: str | None = None
    suggestion_id: str | None = None
    run_id: str | None = None
    undo_of: int | None = None
    created_folder: str | None = None
    removed_folder: str | None = Field(
        default=None, description="The folder the undone move had created, removed as empty."
    )
    undone: list[MoveRecord] | None = Field(
        default=None, description="With run_id: the moves that put files back."
    )
    refused: list[RefusedMove] | None = Field(
        default=None,
        description="With run_id: moves not undone, each with the reason (edited since: force "
        "overrides; gone: cannot).",
    )
    removed_folders: list[str] | None = Field(
        default=None, description="With run_id: folders the batch had created, removed as empty."
    )
