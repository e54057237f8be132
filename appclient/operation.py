"""One definition per library operation, and every face derived from it.

An operation is an ``async def`` in ``appclient/ops/``: its name is the operation's name, its
parameters (after the library) with their ``Annotated`` types and ``Field`` descriptions are
its arguments, its return annotation is its result, its docstring is what a model reads, and
its body is the one place that does it (calling the part that owns the work). The decorator
adds what the faces need to know: the MCP tool group it is offered in (if any), its title and
hints, whether a remote runner may call it, what it changes.

From that one definition:

    face                         derived by
    AppClient method             ``Operation.__get__``: ``client.search("x")`` calls
                                 ``client.invoke(op, "x")`` — LocalAppClient runs the body,
                                 RemoteAppClient sends it over MCP
    the MCP tool                 ``server/mcp/tools.py``: the signature, the docstring, the hints
    the runner's tools           the same table, the same argument model (``server/runner``)
    the remote wire              a tool call, or a ``mylifedb/<name>`` method for runner-only
                                 operations (``appclient/remote``)

Adding a parameter is one edit of the operation (and of the part, if it does new work).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import (
    Any,
    Concatenate,
    Generic,
    Literal,
    ParamSpec,
    Protocol,
    TypeVar,
    get_args,
    get_origin,
    overload,
    runtime_checkable,
)

from pydantic import BaseModel, ConfigDict, TypeAdapter, create_model

from .library import Library

__all__ = [
    "Operation",
    "operation",
    "op_call",
    "Hints",
    "Group",
    "Changes",
    "READ",
    "WRITE",
    "DESTRUCTIVE",
]

P = ParamSpec("P")
R = TypeVar("R")

Group = Literal["read", "write", "move"]
"""The MCP tool group: read tools always; write tools unless the server is read-only; move
tools only with ``--allow-move``."""

Changes = Literal["suggestions", "guideline"]
"""What a successful call changes, for the faces that tell others (resource notifications)."""


@dataclass(frozen=True)
class Hints:
    """The MCP tool annotations, as plain data (the core does not import the SDK)."""

    read_only: bool
    destructive: bool
    idempotent: bool


READ = Hints(read_only=True, destructive=False, idempotent=True)
WRITE = Hints(read_only=False, destructive=False, idempotent=False)  # adds; never moves a file
DESTRUCTIVE = Hints(read_only=False, destructive=True, idempotent=False)  # moves or removes


@dataclass(frozen=True, eq=False)
class Operation(Generic[P, R]):
    """One library operation (see the module docstring). A class attribute of ``AppClient``:
    read through an instance it is the bound call."""

    fn: Callable[Concatenate[Library, P], Awaitable[R]]
    tool: Group | None = None
    title: str = ""
    hints: Hints = READ
    runner: bool = False
    settles: bool = False
    changes: Changes | None = None
    internal: tuple[str, ...] = ()
    output: type[BaseModel] | None = None

    @property
    def name(self) -> str:
        return self.fn.__name__

    @property
    def description(self) -> str:
        return inspect.cleandoc(self.fn.__doc__ or "")

    def __repr__(self) -> str:
        return f"<operation {self.name}>"

    # -- the signature ------------------------------------------------------------------------

    @functools.cached_property
    def signature(self) -> inspect.Signature:
        """The operation's own parameters (without the library), types evaluated."""
        sig = inspect.signature(self.fn)
        ns = getattr(self.fn, "__globals__", {})
        # The library parameter's type is only imported for type checkers: skip it.
        params = [
            p.replace(annotation=_evaluated(p.annotation, ns))
            for p in list(sig.parameters.values())[1:]
        ]
        return sig.replace(
            parameters=params, return_annotation=_evaluated(sig.return_annotation, ns)
        )

    @functools.cached_property
    def params(self) -> list[inspect.Parameter]:
        """What a client may send: every parameter but the internal ones."""
        return [p for p in self.signature.parameters.values() if p.name not in self.internal]

    @functools.cached_property
    def result_type(self) -> Any:
        return self.signature.return_annotation

    @functools.cached_property
    def arguments(self) -> type[BaseModel]:
        """Every argument as a pydantic model, internal ones included: what a remote runner
        may send (``mylifedb/<name>``)."""
        return _model(f"{self.name}_arguments", list(self.signature.parameters.values()))

    @functools.cached_property
    def public_arguments(self) -> type[BaseModel]:
        """The arguments a model may send (no internal ones): checks a model's tool call."""
        return _model(f"{self.name}_tool_arguments", self.params)

    @functools.cached_property
    def result(self) -> TypeAdapter[R]:
        return TypeAdapter(self.result_type)

    def bind(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        """The call's arguments by name, defaults filled in (``TypeError`` as Python's own)."""
        bound = self.signature.bind(*args, **kwargs)
        bound.apply_defaults()
        return dict(bound.arguments)

    def dump(self, value: R) -> Any:
        """The result as JSON data, as the MCP tool sends it: a result that is not an object
        travels as ``{"result": value}`` (the SDK's wrapping of a non-object output)."""
        data = self.result.dump_python(value, mode="json")
        return data if _is_model(self.result_type) else {"result": data}

    def wire_result(self, data: Any) -> R:
        """The result from its JSON form. A result that is not an object travels as
        ``{"result": value}`` (the MCP SDK's wrapping of a non-object output)."""
        wrapped = not _is_model(self.result_type)
        if wrapped and isinstance(data, dict) and set(data) == {"result"}:
            data = data["result"]
        return self.result.validate_python(data)

    # -- read through a client: the bound call --------------------------------------------------

    @overload
    def __get__(self, obj: None, owner: type) -> Operation[P, R]: ...

    @overload
    def __get__(self, obj: object, owner: type) -> Callable[P, Awaitable[R]]: ...

    def __get__(self, obj: object | None, owner: type) -> Any:
        if obj is None:
            return self
        if not isinstance(obj, Invoker):
            raise TypeError(f"{type(obj).__name__} cannot run operations (no invoke method)")
        return functools.partial(obj.invoke, self)


@runtime_checkable
class Invoker(Protocol):
    """What an operation is read through: runs it (here, or over a wire)."""

    async def invoke(self, op: Operation[Any, Any], /, *args: Any, **kwargs: Any) -> Any: ...


def op_call(client: object, op: Operation[P, R]) -> Callable[P, Awaitable[R]]:
    """``op`` read through ``client`` (``client.<op name>``): what a face runs when it holds
    an operation from the table and a client that may wrap another."""
    bound: Callable[P, Awaitable[R]] = getattr(client, op.name)
    return bound


def _evaluated(annotation: Any, namespace: dict[str, Any]) -> Any:
    """An annotation written as a string (``from __future__ import annotations``), as a type."""
    if isinstance(annotation, str):
        return eval(annotation, namespace)  # noqa: S307 - our own source's annotations
    return annotation


def _model(name: str, params: list[inspect.Parameter]) -> type[BaseModel]:
    fields: dict[str, Any] = {
        p.name: (p.annotation, ... if p.default is inspect.Parameter.empty else p.default)
        for p in params
    }
    model: type[BaseModel] = create_model(
        name, __config__=ConfigDict(extra="forbid", arbitrary_types_allowed=True), **fields
    )
    return model


def _is_model(tp: Any) -> bool:
    if inspect.isclass(tp) and issubclass(tp, BaseModel):
        return True
    return get_origin(tp) is not None and all(_is_model(a) for a in get_args(tp))


def operation(
    *,
    tool: Group | None = None,
    title: str = "",
    hints: Hints = READ,
    runner: bool = False,
    settles: bool = False,
    changes: Changes | None = None,
    internal: tuple[str, ...] = (),
    output: type[BaseModel] | None = None,
) -> Callable[[Callable[Concatenate[Library, P], Awaitable[R]]], Operation[P, R]]:
    """Declare an operation (the module docstring). ``tool``: offered as an MCP tool in
    that group; ``runner``: a remote runner may call it (a ``mylifedb/<name>`` method when it
    is no tool); ``settles``: answers wait briefly for a first index in progress; ``internal``:
    parameters no MCP client sends (the faces fill them); ``output``: the tool's output schema
    when the result is a union."""

    def make(fn: Callable[Concatenate[Library, P], Awaitable[R]]) -> Operation[P, R]:
        return Operation(fn, tool, title, hints, runner, settles, changes, internal, output)

    return make
