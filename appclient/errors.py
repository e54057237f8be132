"""The one error tree of mylifedb.

    MyLifeDBError                 code              retryable
    ├── InvalidArgument           invalid_argument  no   a parameter is out of range or malformed
    │   ├── InvalidPath           invalid_path      no   a path that cannot name a file (NUL, too long, absolute...)
    │   └── InvalidQuery          invalid_query     no   search text that cannot be searched
    ├── OutsideRoot               outside_root      no   a path that resolves outside the library root
    ├── NotFound                  not_found         no   no such file, folder, suggestion or move
    ├── Conflict                  conflict          no   the state changed under you (already resolved...)
    ├── StorageError              storage_error     yes  the index database failed (locked, disk full...)
    ├── BackendUnavailable        backend_unavailable yes a search backend or server cannot be reached
    └── ProviderError             provider_error    per call  a model call failed (429, 5xx, timeout, 4xx)

Every error has a stable ``code`` (clients and models branch on it), a ``message`` a
person or a model can act on, and a ``retryable`` flag. Foreign errors (sqlite, meilisearch,
SDKs) are translated once, at the edge, with ``raise ... from exc``.

On the wire (MCP tool errors, the runner's JSON-RPC errors) an error is one line of text,
``[code] message``, with `` (temporary: retry shortly)`` after a retryable one:
:func:`format_error` writes it and :func:`error_from_text` reads it back into the same class.
"""

from __future__ import annotations

import re
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
    "ProviderError",
    "format_error",
    "error_from_text",
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


class ProviderError(MyLifeDBError):
    """A model call failed. ``retryable`` says whether trying again may help
    (rate limits, overload, 5xx, timeouts, dropped connections); ``status`` is the HTTP
    status when there was one."""

    code = "provider_error"

    def __init__(
        self,
        message: str,
        *,
        retryable: bool = False,
        status: int | None = None,
        provider: str = "",
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.status = status
        self.provider = provider
        self.retry_after = retry_after


_RETRY_NOTE = " (temporary: retry shortly)"
_WIRE = re.compile(r"^\[(\w+)\]\s*(.*)$", re.S)


def _by_code(cls: type[MyLifeDBError]) -> dict[str, type[MyLifeDBError]]:
    out = {cls.code: cls}
    for sub in cls.__subclasses__():
        out.update(_by_code(sub))
    return out


def format_error(exc: MyLifeDBError) -> str:
    """The text a model (or a remote client) reads: the stable code first, then the message
    and hint."""
    text = f"[{exc.code}] {exc}"
    if exc.retryable:
        text += _RETRY_NOTE
    return text


def error_from_text(text: str) -> MyLifeDBError:
    """The error :func:`format_error` wrote, as the same class (a retryable provider error
    stays retryable); text without a code is a plain ``MyLifeDBError``."""
    m = _WIRE.match(text.strip())
    if not m:
        return MyLifeDBError(text.strip() or "the server reported an error")
    cls = _by_code(MyLifeDBError).get(m.group(1), MyLifeDBError)
    message = m.group(2)
    retryable = message.endswith(_RETRY_NOTE)
    message = message.removesuffix(_RETRY_NOTE)
    if cls is ProviderError:
        return ProviderError(message, retryable=retryable)
    return cls(message)
