"""Text output with rich: records as a table that fits the terminal, or, when the terminal is
too narrow for one, as cards (one field per line). Headers and labels are the JSON field
names, so what a person reads and what `--json` prints use the same words.

Colours only on a terminal (rich decides: a TTY, unless ``NO_COLOR``; ``FORCE_COLOR`` forces
them). Off a terminal the width is ``$COLUMNS`` or 80. Long text wraps at words and long paths
fold; nothing is cut off. File names are text, never rich markup or emoji codes.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from rich import box
from rich.console import Console, Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from appclient import visible

__all__ = [
    "Col",
    "console",
    "emit",
    "print_records",
    "fmt",
    "kv_table",
    "hint",
    "path_text",
    "value_text",
    "is_path",
    "plural",
]


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 file', '2 files' ('1 match', '3 matches' with ``many``)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


# Below this many columns a table squeezes long text into slivers: cards read better.
TABLE_MIN_WIDTH = 100


@dataclass(frozen=True)
class Col:
    name: str  # the JSON field name, shown as the header or label
    style: str = ""
    wide: bool = False  # long text (reasons, snippets): takes the spare width, wraps at words
    justify: str = "left"
    no_wrap: bool = False  # ids and numbers stay on one line


def console(stderr: bool = False) -> Console:
    """A console on the current stdout (or stderr), created per use: tests swap the streams."""
    return Console(
        file=sys.stderr if stderr else sys.stdout, markup=False, emoji=False, highlight=False
    )


def fmt(value: Any, *, lines: bool = True) -> str:
    """A value as text, hidden characters escaped; newlines and tabs kept only with
    ``lines`` (free text), never in a name: a name's newline would forge a row."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.2f}"
    if isinstance(value, datetime):
        return value.astimezone().strftime("%Y-%m-%d %H:%M")
    return visible(str(value), lines=lines)  # a name's U+202E is shown, not obeyed


def _cell(value: Any, col: Col) -> Text:
    text = value if isinstance(value, Text) else Text(fmt(value, lines=col.wide))
    if col.name in ("reasoning", "match_context"):
        text.highlight_regex(r"\[[^\]\n]{1,80}\]", "bold")
    return text


def emit(con: Console, *renderables: Any) -> None:
    """Print; off a terminal without the trailing spaces rich pads lines with."""
    if con.is_terminal:
        con.print(*renderables)
        return
    with con.capture() as cap:
        con.print(*renderables)
    con.file.write("\n".join(line.rstrip() for line in cap.get().split("\n")))


def print_records(
    rows: Sequence[dict[str, Any]],
    cols: Sequence[Col],
    *,
    con: Console | None = None,
    min_table_width: int = TABLE_MIN_WIDTH,
) -> None:
    con = con or console()
    if con.width >= min_table_width:
        table = Table(
            box=box.SIMPLE_HEAD,
            header_style="bold",
            pad_edge=False,
            show_edge=False,
            expand=any(c.wide for c in cols),
        )
        for c in cols:
            table.add_column(
                c.name,
                style=c.style,
                justify=c.justify,  # type: ignore[arg-type]
                overflow="fold",
                no_wrap=c.no_wrap,
                ratio=1 if c.wide else None,
                min_width=None if c.wide else min(len(c.name), 14),
            )
        for row in rows:
            table.add_row(*(_cell(row.get(c.name), c) for c in cols))
        emit(con, table)
        return
    # Cards: the first column as a heading, then one labelled line per other field, a blank
    # line between two cards.
    label_width = max(len(c.name) for c in cols[1:]) if len(cols) > 1 else 0
    cards: list[Any] = []
    for i, row in enumerate(rows):
        if i:
            cards.append(Text(""))
        first = cols[0]
        value = row.get(first.name)
        heading = _cell(value if value is not None else f"(no {first.name})", first)
        heading.stylize(first.style or "bold")
        cards.append(heading)
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="dim", width=label_width, no_wrap=True)
        grid.add_column(overflow="fold")
        for c in cols[1:]:
            cell = _cell(row.get(c.name), c)
            cell.stylize(c.style)
            grid.add_row(Text(c.name), cell)
        cards.append(Padding(grid, (0, 0, 0, 2), expand=False))
    emit(con, Group(*cards))


_ABSOLUTE = re.compile(r"^(?:/|~|[A-Za-z]:[\\/])")


def is_path(value: object) -> bool:
    """An absolute path (how `status` and `config show` name files and folders)."""
    return isinstance(value, str) and bool(_ABSOLUTE.match(value)) and "\n" not in value


def path_text(path: str, width: int, style: str = "") -> Text:
    """A path broken into lines of at most ``width`` after a '/', never inside a name (a
    name longer than a whole line stays whole and the terminal wraps it)."""
    lines, line = [], ""
    for part in re.findall(r"[^/\\]*[/\\]|[^/\\]+$", visible(path)):
        if line and len(line) + len(part) > width:
            lines.append(line)
            line = ""
        line += part
    lines.append(line)
    return Text("\n".join(lines), style=style)


def value_text(value: Any, width: int, style: str = "") -> Text:
    """A value for a labelled line: a path broken at '/' to fit ``width``, else as it is."""
    if is_path(value):
        return path_text(value, max(20, width), style)
    return Text(fmt(value, lines=False), style=style)  # one line: a field, a name


def kv_table(items: Iterable[tuple[str, Any, str]], *, con: Console | None = None) -> None:
    """Labelled lines: (field, value, style) — for one record, e.g. `status` or `config show`.
    Prose wraps at words; a path breaks after a '/', never inside a name."""
    con = con or console()
    rows = list(items)
    width = con.width - max((len(n) for n, _, _ in rows), default=0) - 2
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for name, value, style in rows:
        grid.add_row(
            Text(name),
            value if isinstance(value, (Text, Group)) else value_text(value, width, style),
        )
    emit(con, grid)


def hint(*lines: str, con: Console | None = None) -> None:
    """What to do next, after the output (dim on a terminal)."""
    con = con or console()
    for line in lines:
        con.print(Text(line, style="dim"), soft_wrap=True)  # one line each: easy to copy
