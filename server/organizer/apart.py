"""The child process that fits a large library's model and writes the model cache
(started by ``store.ModelStore``; run as ``COMMAND`` there).

Fitting on 20,000 files takes ~20 s and ~900 MB at its peak. Fitted inside a long-running
``watch`` (or ``serve``), the memory stays with the process after the fit: the allocator
keeps what the fit's temporaries fragmented, and the daemon idled at ~740 MB where the same
model loaded from its cache takes ~390 MB. In a child process the fit's memory leaves with
the child; the parent loads the cache the child wrote (``store.py``), as a second process
would. A library under ``store.APART_MIN`` files is fitted in a thread as before: a child
costs about a second of imports, more than such a fit.

The child reads the library's index (read-only) and the request below on its stdin: paths,
the guideline and the folders, the cache key — nothing it runs. It writes nothing on stdout
(``serve``'s stdout is the MCP transport) and logs to the inherited stderr.
"""

from __future__ import annotations

import json
import logging
import signal
import sys
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread

__all__ = ["main"]


async def _fit(request: dict[str, Any]) -> None:
    from appclient.embed import embedder_factory
    from appclient.index.corpus import LibraryCorpus
    from appclient.state.db import Database, open_db

    from .model import Model
    from .store import ModelStore, gather

    path = Path(request["db"])
    reader = await open_db(path, reader=True)  # reads only: the parent's process writes
    try:
        name = str(request["embedder"])
        corpus = LibraryCorpus(
            Database(path, reader, reader),
            Path(request["state_dir"]),
            embedder_factory(name) if name else None,
            name,
        )
        snap = await gather(corpus, str(request["guideline"]), list(request["folders"]))
        model = await anyio.to_thread.run_sync(Model.fit, snap)
        store = ModelStore(corpus, corpus.corpus_state_dir())
        if not store.save(str(request["key"]), model):
            sys.exit(1)
    finally:
        await reader.close()


def main() -> None:
    # Ctrl-C reaches the whole terminal's process group: the parent ends this child itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    logging.basicConfig(
        stream=sys.stderr, level=logging.WARNING, format="%(asctime)s %(name)s: %(message)s"
    )
    anyio.run(_fit, json.loads(sys.stdin.buffer.read()))


if __name__ == "__main__":
    main()
