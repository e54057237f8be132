"""What every shape of the core shares: strict models, times as aware UTC datetimes, and
optional fields that are left out of an answer when they have nothing to say."""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import BaseModel, ConfigDict

__all__ = ["utc", "_Model", "_absent_if_none"]


def utc(ts: float) -> datetime:
    """A unix timestamp as an aware UTC datetime (how every time in these models is stored)."""
    return datetime.fromtimestamp(ts, UTC)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _absent_if_none(value: object) -> bool:
    return value is None
