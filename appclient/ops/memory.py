"""The person's memory for the organizer: rules they asked to remember, kept in
guideline.md's Directives section. Each operation is defined once here
(``appclient/operation.py``)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from ..library import Library
from ..models import Directive, DirectiveList
from ..operation import DESTRUCTIVE, WRITE, operation

__all__ = ["remember", "list_directives", "forget"]


@operation(tool="write", title="Remember a rule for organizing", hints=WRITE, changes="guideline")
async def remember(
    lib: Library,
    text: Annotated[
        str,
        Field(
            min_length=1,
            max_length=500,
            description="The rule in the user's words, e.g. 'Lidl receipts go to household/food/' "
            "or 'never file work documents under life/'.",
        ),
    ],
    folder: Annotated[
        str | None,
        Field(
            max_length=4096,
            description="The folder the rule sends files to, relative to the root, when it names "
            "one (added to the rule as `folder/` unless the text already names it). It may not "
            "exist yet.",
        ),
    ] = None,
) -> Directive:
    """Remember a rule the user gives for organizing their files ("remember: Lidl receipts
    go to household/food/"). It is added as one line to the Directives section of their
    guideline.md, which they can read and edit; the rest of the guideline is never
    rewritten. Both organizers follow it from the next file on. Only when the user asked to
    remember something; returns the directive with its id (forget takes it)."""
    return await lib.directives.remember(text, folder)


@operation(tool="read", title="List the remembered rules")
async def list_directives(lib: Library) -> DirectiveList:
    """List the rules in the Directives section of the user's guideline.md: the ones
    remember wrote (with an id forget takes) and any the user wrote there themselves."""
    return await lib.directives.list()


@operation(tool="write", title="Forget a remembered rule", hints=DESTRUCTIVE, changes="guideline")
async def forget(
    lib: Library,
    directive_id: Annotated[
        str,
        Field(min_length=1, max_length=20, description="The directive's id, e.g. 'd-1a2b3c'."),
    ],
) -> Directive:
    """Remove a directive that remember wrote (by its id from list_directives); the rest of
    guideline.md is left as it is. Lines the user wrote themselves are theirs to edit: this
    never removes one. Only when the user asked to forget that rule."""
    return await lib.directives.forget(directive_id)
