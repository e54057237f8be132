"""Every library operation, each defined once (``appclient/operation.py``), in one table.

    reading.py      search, find_similar, get_file, get_folder_tree, read_guideline,
                    list_recent_files, file_paths
    suggesting.py   create_suggestion, list_suggestions, resolve_suggestion and the
                    person's decisions
    moving.py       move_file, undo_move, list_moves
    memory.py       remember, list_directives, forget
    organizing.py   what the headless organizer needs: refresh, inbox_files, record_run...

``OPERATIONS`` is in the order tools are listed to a client."""

from typing import Any

from ..operation import Operation
from .memory import forget, list_directives, remember
from .moving import list_moves, move_file, undo_move
from .organizing import inbox_files, list_declined, list_runs, record_run, refresh
from .reading import (
    file_paths,
    find_similar,
    get_file,
    get_folder_tree,
    list_recent_files,
    read_guideline,
    search,
)
from .suggesting import (
    choose_for,
    create_suggestion,
    get_suggestion,
    list_decided,
    list_suggestions,
    pending_suggestion,
    resolve_suggestion,
    suggestions_signature,
    undo_decision,
)

__all__ = ["OPERATIONS", "BY_NAME", "Operation"]

OPERATIONS: tuple[Operation[Any, Any], ...] = (
    search,
    get_file,
    find_similar,
    get_folder_tree,
    read_guideline,
    list_recent_files,
    list_suggestions,
    list_directives,
    list_moves,
    create_suggestion,
    resolve_suggestion,
    remember,
    forget,
    move_file,
    undo_move,
    # no tool: the runner's (also over the wire) and the local faces'
    refresh,
    inbox_files,
    pending_suggestion,
    record_run,
    file_paths,
    get_suggestion,
    suggestions_signature,
    undo_decision,
    choose_for,
    list_decided,
    list_declined,
    list_runs,
)
BY_NAME: dict[str, Operation[Any, Any]] = {op.name: op for op in OPERATIONS}
