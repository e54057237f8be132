"""What the review page's tools return. ``ReviewInbox`` is ``review_inbox``'s structured
content (the page renders it; the model reads the text fallback); the rest serve the page
alone."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from appclient.models import Suggestion

__all__ = ["ReviewInbox", "ReviewState", "Preview", "BatchItem", "BatchResult"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ReviewInbox(_Model):
    library: str = Field(description="The library folder's name, for the page's title.")
    suggestions: list[Suggestion] = Field(description="Pending suggestions, newest first.")
    signature: str = Field(description="Changes whenever a suggestion is made or resolved.")
    can_resolve: bool = Field(description="False on a read-only server: the page only shows.")


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


class BatchResult(_Model):
    items: list[BatchItem]
    done: int = Field(description="How many succeeded.")
    refused: int = Field(description="How many were refused (each item says why).")
