"""Log lines a terminal shows as they are: every message written with its hidden characters
escaped (``\\u001b``, ``\\n``), so a file name never moves the cursor, recolours the screen,
forges a log line of its own or reverses text (U+202E). Tracebacks are left as they are."""

from __future__ import annotations

import logging

from appclient import visible

__all__ = ["EscapingFormatter", "escape_handlers"]


class EscapingFormatter(logging.Formatter):
    """A ``logging.Formatter`` whose ``%(message)s`` has hidden characters escaped."""

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 - logging's name
        record.message = visible(record.message)
        return super().formatMessage(record)


def escape_handlers(logger: logging.Logger | None = None) -> None:
    """Give every handler of ``logger`` (default: the root) an escaping formatter, keeping
    its format."""
    for handler in (logger or logging.getLogger()).handlers:
        old = handler.formatter
        handler.setFormatter(
            EscapingFormatter(old._fmt if old else None, old.datefmt if old else None)
        )
