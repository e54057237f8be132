"""The index: what the disk holds, read into ``index.db``.

    indexer.py   the pipeline that brings the index up to date (workers digest, one writer)
    scan.py      what changed on disk -> what to do to the index (pure planning, walking)
    files.py     one file with its digests, the newest files; a moved file's rows
    folders.py   the folder tree, and the checks on a folder a caller names
    corpus.py    the whole library in pages, for the organizer to learn from

Public names are re-exported from ``appclient``."""
