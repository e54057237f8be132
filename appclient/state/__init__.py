"""The state folder of a library (outside it by default): ``index.db`` with its schema
(``db.py``, ``migrations.py``), the liveness locks of the processes that have it open
(``liveness.py``) and a read-only look at the index for ``mylifedb status`` (``summary.py``)."""
