"""The one error tree of mylifedb.

    MyLifeDBError                 code              retryable
    ├── InvalidArgument           invalid_argument  no   a parameter is out of range or malformed
    │   ├── InvalidPath           invalid_path      no   a path that cannot name a file (NUL, too long, absolute...)
    │   └── InvalidQuery          invalid_query     no   search text that cannot be searched
    ├── OutsideRoot               outside_root      no   a path that resolves outside the library root
    ├── NotPermitted              not_permitted     no   a call the server was not started to allow
    ├── NotFound                  not_found         no   no such file, folder, suggestion or move
    ├── Conflict                  conflict          no   the state changed under you (already resolved...)
    ├── StorageError              storage_error     yes  the index database failed (locked, disk full...)
    ├── BackendUnavailable        backend_unavailable yes a search backend or server cannot be reached
    └── ProviderError             provider_error    per call  a model call failed (429, 5xx, timeout, 4xx)

Every error has a stable ``code`` (clients and models branch on it), a ``message`` in
words that fit every face, a ``retryable`` flag, and fields that say what to do in each
face's own words: ``argument`` (the parameter at fault), ``see`` (where to look next:
:data:`SEE`), ``hint`` (e.g. the closest existing folders) and ``details``. Foreign errors
(sqlite, meilisearch, SDKs) are translated once, at the edge, with ``raise ... from exc``.

On the wire an error travels as data, :meth:`MyLifeDBError.data` (in an MCP tool result's
``_meta`` under :data:`WIRE_KEY`, in a JSON-RPC error's ``data``), and comes back as the
same class with :func:`error_from_data`; nothing is parsed back out of a sentence. The text
beside it (what a model reads: ``[code] message; hint``) is written by the face.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

WIRE_KEY = "mylifedb/error"  # where the error's data travels (tool result _meta, JSON-RPC data)

See = Literal["suggestions", "folders", "create_folder", "search", "moves", "reindex"]
"""Where the person or the model should look next; each face says it in its own words:

    suggestions     the current suggestions (list_suggestions / `mylifedb suggestions`)
    folders         the folders that exist (get_folder_tree / `mylifedb folders`)
    create_folder   ask again confirming a new folder (create_folder=true / --create)
    search          find a file by name or content (search / `mylifedb search`)
    moves           the moves and their batches (list_moves / `mylifedb moves`)
    reindex         the index file is unusable: set it aside and index again
"""
SEE: tuple[str, ...] = get_args(See)


class MyLifeDBError(Exception):
    code: str = "error"
    retryable: bool = False

    def __init__(
        self,
        message: str,
        *,
        hint: str | None = None,
        argument: str | None = None,
        see: See | None = None,
        **details: Any,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.argument = argument
        self.see = see
        self.details = details

    def __str__(self) -> str:
        return f"{self.message}; {self.hint}" if self.hint else self.message

    def data(self) -> dict[str, Any]:
        """The error as plain data, for the wire (:func:`error_from_data` reads it)."""
        out: dict[str, Any] = {
            "code": self.code,
            "message": self.message,
            "retryable": self.retryable,
        }
        for key in ("hint", "argument", "see"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
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


class NotPermitted(MyLifeDBError):
    """Refused by what the server was started with (``--read-only``, no ``--allow-move``), by
    who may call the tool (the review page's own tools), whatever ``tools/list`` showed, or
    by the file system (a file this process may not read)."""

    code = "not_permitted"


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


def _by_code(cls: type[MyLifeDBError]) -> dict[str, type[MyLifeDBError]]:
    out = {cls.code: cls}
    for sub in cls.__subclasses__():
        out.update(_by_code(sub))
    return out


def format_error(exc: MyLifeDBError) -> str:
    """The one line a model (or a log) reads: the stable code first, then the message and
    hint."""
    text = f"[{exc.code}] {exc}"
    if exc.retryable:
        text += _RETRY_NOTE
    return text


def error_from_data(data: Any) -> MyLifeDBError:
    """The error :meth:`MyLifeDBError.data` described, as the same class (a retryable
    provider error stays retryable). Anything else is a plain ``MyLifeDBError``."""
    if not isinstance(data, dict) or not isinstance(data.get("message"), str):
        return MyLifeDBError("the server reported an error it did not describe")
    cls = _by_code(MyLifeDBError).get(str(data.get("code")), MyLifeDBError)
    hint = data.get("hint") if isinstance(data.get("hint"), str) else None
    argument = data.get("argument") if isinstance(data.get("argument"), str) else None
    see = data.get("see") if data.get("see") in SEE else None
    given = data.get("details")
    details: dict[str, Any] = given if isinstance(given, dict) else {}
    if cls is ProviderError:
        return ProviderError(data["message"], retryable=bool(data.get("retryable")))
    return cls(data["message"], hint=hint, argument=argument, see=see, **details)


def causes(exc: BaseException) -> list[BaseException]:
    """Every exception behind ``exc``, itself first: causes and contexts, and what requests
    and urllib3 carry (``MaxRetryError.reason``, an error wrapped as the first argument) —
    to tell a foreign error by its type, never by its text."""
    out: list[BaseException] = []
    todo: list[object] = [exc]
    while todo and len(out) < 20:
        e = todo.pop()
        if not isinstance(e, BaseException) or any(e is o for o in out):
            continue
        out.append(e)
        todo += [e.__cause__, e.__context__, getattr(e, "reason", None), *e.args[:1]]
    return out
