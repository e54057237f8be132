"""The offline organizer: the ``local`` provider's brain (see ``decide.py``)."""

from .decide import INBOX, Decision, Decline, Evidence, decide, key_terms, neighbour_queries

__all__ = ["Evidence", "Decision", "Decline", "decide", "key_terms", "neighbour_queries", "INBOX"]
