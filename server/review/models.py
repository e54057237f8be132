"""What the review page's tools return. ``ReviewInbox`` is ``review_inbox``'s structured
content (the page renders it; the model reads the text fallback); the rest serve the page
alone."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from appclient import MyLifeDBError, format_error
from appclient.models import DeclinedFile, Suggestion

__all__ = ["ReviewInbox", "ReviewState", "Preview", "BatchItem", "BatchResult", "Chosen"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ReviewInbox(_Model):
    library: str = Field(description="The library folder's name, for the page's title.")
    suggestions: list[Suggestion] = Field(description="Pending suggestions, newest first.")
    signature: str = Field(description="Changes whenever a suggestion is made or resolved.")
    can_resolve: bool = Field(description="False on a read-only server: the page only shows.")
    declined: list[DeclinedFile] = Field(
        default_factory=list,
        description="Inbox files the organizer made no suggestion for (and why): the user may "
        "choose a folder for them.",
    )
    decided: list[Suggestion] = Field(
        default_factory=list,
        description="Suggestions accepted or rejected today, latest first (each can be undone).",
    )


class ReviewState(_Model):
    signature: str = Field(description="Compare with the last one: different means reload.")


class Preview(_Model):
    path: str
    kind: Literal["image", "text", "none"] = Field(
        description="'image': `image` is a downscaled JPEG data URL; 'text': `text` holds the "
        "first lines (a note) or the first page's text (a PDF); 'none': `note` says why."
    )
    mime_type: str
    size: int
    image: str | None = None
    text: str | None = None
    note: str | None = None


class BatchItem(_Model):
    suggestion_id: str
    file_path: str | None = None
    ok: bool
    new_path: str | None = Field(default=None, description="Where the file is now, when it moved.")
    move_id: int | None = None
    error: str | None = Field(
        default=None, description="Why this one was refused, '[code] message'."
    )
    code: str | None = Field(default=None, description="The refusal's stable code.")
    force_helps: bool = Field(
        default=False, description="True when asking again with force would do it."
    )


class Chosen(_Model):
    suggestion: Suggestion = Field(description="The person's own suggestion, accepted.")
    new_path: str | None = Field(default=None, description="Where the file is now.")
    move_id: int | None = None


class BatchResult(_Model):
    items: list[BatchItem]
    done: int = Field(description="How many succeeded.")
    run_id: str | None = Field(
        default=None,
        description="The batch its moves belong to: `mylifedb undo --run` takes them back.",
    )
    refused: int = Field(description="How many were refused (each item says why).")


def refusal(exc: MyLifeDBError) -> dict[str, Any]:
    """A refused item's fields, from the error's data (the page never parses the text)."""
    return {
        "error": format_error(exc),
        "code": exc.code,
        "force_helps": bool(exc.details.get("force_helps")),
    }
