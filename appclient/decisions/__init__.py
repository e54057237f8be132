"""The person's decisions and their journal.

    suggestions.py  the suggestions table: made, read, claimed, expired
    moves.py        journalled moves: never overwrite, never lose a file, recover after a crash
    runs.py         the organizer's run log
    resolve.py      the flows across them: suggest, accept / reject / choose, undo, move

Public names are re-exported from ``appclient``."""
