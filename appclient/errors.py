"""The one error tree of mylifedb.

    MyLifeDBError                 code              retryable
    ├── InvalidArgument           invalid_argument  no   a parameter is out of range or malformed
    │   ├── InvalidPath           invalid_path      no   a path that cannot name a file (NUL, too long, absolute...)
    │   └── InvalidQuery          invalid_query     no   search text that cannot be searched
    ├── OutsideRoot               outside_root      no   a path that resolves outside the library root
    ├── NotFound                  not_found         no   no such file, folder, suggestion or move
    ├── Conflict                  conflict          no   the state changed under you (already resolved...)
    ├── StorageError              storage_error     yes  the index database failed (locked, disk full...)
    └── BackendUnavailable        backend_unavailable yes a search backend or provider cannot be reached

Every error has a stable ``code`` (clients and models branch on it), a ``message`` a
person or a model can act on, and a ``retryable`` flag. Foreign errors (sqlite, meilisearch,
SDKs) are translated once, at the edge, with ``raise ... from exc``.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "MyLifeDBError",
    "InvalidArgument",
    "InvalidPath",
    "InvalidQuery",
    "OutsideRoot",
    "NotFound",
    "Conflict",
    "StorageError",
    "BackendUnavailable",
]


class MyLifeDBError(Exception):
    code: str = "error"
    retryable: bool = False

    def __init__(self, message: str, *, hint: str | None = None, **details: Any) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.details = details

    def __str__(self) -> str:
        return f"{self.message}; {self.hint}" if self.hint else self.message

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": str(self), "retryable": self.retryable}
        if self.details:
            out["details"] = self.details
        return out


class InvalidArgument(MyLifeDBError):
    code = "invalid_argument"


class InvalidPath(InvalidArgument):
    code = "invalid_path"


class InvalidQuery(InvalidArgument):
    code = "invalid_query"


class OutsideRoot(MyLifeDBError):
    code = "outside_root"


class NotFound(MyLifeDBError):
    code = "not_found"


class Conflict(MyLifeDBError):
    code = "conflict"


class StorageError(MyLifeDBError):
    code = "storage_error"
    retryable = True


class BackendUnavailable(MyLifeDBError):
    code = "backend_unavailable"
    retryable = True
