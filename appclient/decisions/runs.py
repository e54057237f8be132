"""The organizer's run log: one row per organize run (provider, model, turns, tokens,
latency, outcome), written by the runner and shown by ``mylifedb runs``."""

from __future__ import annotations

import time

from ..models import AgentRun, AgentRunList, utc
from ..state.db import Database
from ..validate import MAX_ID, clean_text, int_arg

__all__ = ["RunLog"]


class RunLog:
    """The ``runs`` table."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def record(
        self,
        file_path: str,
        provider: str,
        model: str,
        outcome: str,
        counts: tuple[int, int, int, int],
        error: str | None = None,
        suggestion_id: str | None = None,
    ) -> int:
        """One run: ``counts`` are its turns, input and output tokens, and milliseconds."""
        turns, input_tokens, output_tokens, latency_ms = counts
        for name, value in (
            ("turns", turns),
            ("input_tokens", input_tokens),
            ("output_tokens", output_tokens),
            ("latency_ms", latency_ms),
        ):
            int_arg(value, name, 0, MAX_ID)
        async with self._db.write("recording a run") as db:
            cur = await db.execute(
                "INSERT INTO runs(file_path, provider, model, turns, input_tokens, output_tokens, latency_ms,"
                " outcome, error, suggestion_id, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (
                    file_path,
                    provider,
                    model,
                    turns,
                    input_tokens,
                    output_tokens,
                    latency_ms,
                    outcome,
                    (error or None) and clean_text(error[:2000]),
                    suggestion_id,
                    time.time(),
                ),
            )
            rid = cur.lastrowid
            await cur.close()
        return int(rid or 0)

    async def newest(self, limit: int = 50, file_path: str | None = None) -> AgentRunList:
        limit = int_arg(limit, "limit", 1, 1000)
        where, params = "", ()  # type: tuple[str, tuple[str, ...]]
        if file_path:
            where, params = "WHERE file_path=?", (file_path,)
        rows = await self._db.fetch(
            "SELECT id, file_path, provider, model, turns, input_tokens, output_tokens, latency_ms, outcome,"
            f" error, suggestion_id, created_at FROM runs {where} ORDER BY id DESC LIMIT ?",
            (*params, limit),
        )
        return AgentRunList(
            runs=[
                AgentRun(
                    id=r[0],
                    file_path=r[1],
                    provider=r[2],
                    model=r[3],
                    turns=r[4],
                    input_tokens=r[5],
                    output_tokens=r[6],
                    latency_ms=r[7],
                    outcome=r[8],
                    error=r[9],
                    suggestion_id=r[10],
                    created_at=utc(r[11]),
                )
                for r in rows
            ]
        )
