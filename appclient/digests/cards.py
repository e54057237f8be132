"""Calendar invites (``.ics``, RFC 5545) and contact cards (``.vcf``, vCard 2.1/3.0/4.0):
parsed, not indexed as raw text. Both share one content-line grammar, read here:

- folded lines are joined (a line break followed by a space or tab continues the line), and
  so are vCard 2.1's quoted-printable soft breaks (a line ending in '=');
- values are decoded: quoted-printable in the charset the property names (``CHARSET=``),
  backslash escapes (``\\n``, ``\\,``, ``\\;``); pictures and keys (``PHOTO``, ``KEY``) are
  skipped, never decoded;
- the file itself is UTF-8 when it is, else what text.py's detection finds.

    .ics  -> 'calendar'  each event's summary, start and end, place, organizer, attendees,
                         description (fields: the first event's, and ``events``)
    .vcf  -> 'contact'   each card's name, e-mail, phone, organisation, title, address,
                         birthday, note (fields: the first card's, and ``contacts``)

The content is the same facts as lines a person reads ('Event: ...', 'When: ...'), which
search indexes and the review page previews. Bounded in bytes and entries."""

from __future__ import annotations

import quopri
import re
from typing import Any

from .base import MAX_CONTENT_CHARS, Digest, bounded
from .text import _decode

__all__ = ["extract_calendar", "extract_contact", "MAX_CARD_BYTES", "MAX_ENTRIES"]

MAX_CARD_BYTES = 4 << 20
MAX_ENTRIES = 500  # events or contacts listed in the fields (all are in the text, to its cap)
_SKIP = frozenset({"PHOTO", "LOGO", "SOUND", "KEY", "ATTACH", "X-ABCROP-RECTANGLE"})
_FOLD = re.compile(r"\r?\n[ \t]")
_ESCAPE = re.compile(r"\\([nN,;:\\])")
Line = tuple[str, dict[str, str], str]  # name, parameters (upper-case keys), value


def _unescape(value: str) -> str:
    return _ESCAPE.sub(lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)


def _split_line(line: str) -> Line | None:
    """'ATTENDEE;CN="Doe, Jane";ROLE=CHAIR:mailto:j@x' -> name, params, value."""
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == ":" and not quoted:
            head, value = line[:i], line[i + 1 :]
            break
    else:
        return None
    pieces = re.findall(r'(?:[^;"]|"[^"]*")+', head)
    if not pieces:
        return None
    name = pieces[0].rsplit(".", 1)[-1].strip().upper()  # 'item1.EMAIL' -> 'EMAIL'
    params: dict[str, str] = {}
    for p in pieces[1:]:
        key, eq, val = p.partition("=")
        if eq:
            params[key.strip().upper()] = val.strip().strip('"')
        else:  # vCard 2.1: ';QUOTED-PRINTABLE', ';WORK'
            word = key.strip().upper()
            if word in ("QUOTED-PRINTABLE", "BASE64", "B"):
                params["ENCODING"] = word
            else:
                params.setdefault("TYPE", word)
    return name, params, value


def _lines(text: str) -> list[Line]:
    text = _FOLD.sub("", text)
    out: list[Line] = []
    raw = text.splitlines()
    i = 0
    while i < len(raw):
        line = raw[i]
        i += 1
        parsed = _split_line(line)
        if parsed is None:
            continue
        name, params, value = parsed
        if params.get("ENCODING", "").upper() == "QUOTED-PRINTABLE":
            while value.endswith("=") and i < len(raw):  # soft line break
                value = value[:-1] + raw[i].lstrip()
                i += 1
            raw_bytes = quopri.decodestring(value.encode("latin-1", "replace"))
            value = _decode_bytes(raw_bytes, params.get("CHARSET"))
        elif name in _SKIP:
            continue
        else:
            value = _unescape(value)
        out.append((name, params, value))
    return out


def _decode_bytes(raw: bytes, charset: str | None) -> str:
    if charset:
        try:
            return raw.decode(charset, errors="replace")
        except LookupError:
            pass
    return _decode(raw, truncated=False)[0]


def _components(lines: list[Line], kind: str) -> list[list[Line]]:
    """The lines of each BEGIN:kind ... END:kind, nested components (alarms) left out."""
    found: list[list[Line]] = []
    depth = 0
    current: list[Line] | None = None
    for name, params, value in lines:
        v = value.strip().upper()
        if name == "BEGIN":
            if v == kind and current is None:
                current, depth = [], 0
            elif current is not None:
                depth += 1
        elif name == "END" and current is not None:
            if depth == 0 and v == kind:
                found.append(current)
                current = None
                if len(found) >= 10 * MAX_ENTRIES:
                    break
            else:
                depth -= 1
        elif current is not None and depth == 0:
            current.append((name, params, value))
    return found


def _read(path: str) -> tuple[str, bool]:
    with open(path, "rb") as f:
        raw = f.read(MAX_CARD_BYTES + 1)
    truncated = len(raw) > MAX_CARD_BYTES
    return _decode(raw[:MAX_CARD_BYTES], truncated)[0], truncated


# ---------------------------------------------------------------- calendar
_WHEN = re.compile(r"(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z?))?")


def _when(value: str, params: dict[str, str]) -> str | None:
    m = _WHEN.match(value.strip())
    if not m:
        return bounded(value)
    y, mo, d, h, mi, s, z = m.groups()
    out = f"{y}-{mo}-{d}"
    if h:
        out += f"T{h}:{mi}:{s or '00'}{z}"
    return out


def _person(value: str, params: dict[str, str]) -> str | None:
    mail = value.strip()
    mail = mail[7:] if mail.lower().startswith("mailto:") else mail
    name = params.get("CN")
    if name and mail:
        return bounded(f"{name} <{mail}>")
    return bounded(name or mail)


def _event(lines: list[Line]) -> dict[str, Any]:
    ev: dict[str, Any] = {}
    for name, params, value in lines:
        if name == "SUMMARY":
            ev.setdefault("summary", bounded(value))
        elif name in ("DTSTART", "DTEND", "DUE"):
            key = {"DTSTART": "start", "DTEND": "end", "DUE": "end"}[name]
            ev.setdefault(key, _when(value, params))
            if "TZID" in params:
                ev.setdefault("timezone", bounded(params["TZID"]))
        elif name == "LOCATION":
            ev.setdefault("location", bounded(value))
        elif name == "ORGANIZER":
            ev.setdefault("organizer", _person(value, params))
        elif name == "ATTENDEE":
            who = _person(value, params)
            if who and len(ev.setdefault("attendees", [])) < 50:
                ev["attendees"].append(who)
        elif name == "DESCRIPTION":
            ev.setdefault("description", value.strip()[:4000])
        elif name == "STATUS":
            ev.setdefault("status", bounded(value))
    return {k: v for k, v in ev.items() if v}


def _event_text(ev: dict[str, Any]) -> str:
    when = ev.get("start", "")
    if ev.get("end"):
        when += f" – {ev['end']}"
    if ev.get("timezone"):
        when += f" ({ev['timezone']})"
    rows = [
        ("Event", ev.get("summary")),
        ("When", when.strip(" –")),
        ("Where", ev.get("location")),
        ("Organizer", ev.get("organizer")),
        ("Attendees", ", ".join(ev.get("attendees", []))),
        ("Status", ev.get("status")),
    ]
    text = "\n".join(f"{k}: {v}" for k, v in rows if v)
    if ev.get("description"):
        text += "\n" + ev["description"]
    return text


def extract_calendar(path: str, mime: str, size: int) -> Digest:
    text, truncated = _read(path)
    lines = _lines(text)
    events = [_event(c) for c in _components(lines, "VEVENT") + _components(lines, "VTODO")]
    events = [e for e in events if e]
    data: dict[str, Any] = {"truncated": truncated}
    if not events:
        error = (
            "no event in this calendar file" if "BEGIN:VCALENDAR" in text[:4096].upper() else None
        )
        return Digest("calendar", None, data, error or "unreadable: not an iCalendar file")
    data.update({k: v for k, v in events[0].items() if k != "description"})
    if len(events) > 1:
        data["events"] = [
            {k: v for k, v in e.items() if k not in ("description", "attendees")}
            for e in events[:MAX_ENTRIES]
        ]
    body = "\n\n".join(_event_text(e) for e in events)
    data["truncated"] = truncated or len(body) > MAX_CONTENT_CHARS
    return Digest("calendar", body[:MAX_CONTENT_CHARS], data)


# ---------------------------------------------------------------- contacts
def _contact(lines: list[Line]) -> dict[str, Any]:
    c: dict[str, Any] = {}
    for name, _params, value in lines:
        if name == "FN":
            c.setdefault("name", bounded(value))
        elif name == "N" and "name" not in c:
            parts = [p.strip() for p in value.split(";")]
            family, given = (parts + ["", ""])[:2]
            c["_n"] = bounded(" ".join(p for p in (given, family) if p))
        elif name in ("EMAIL", "TEL"):
            key = "emails" if name == "EMAIL" else "phones"
            v = bounded(value[4:] if value.lower().startswith("tel:") else value)
            if v and len(c.setdefault(key, [])) < 20:
                c[key].append(v)
        elif name == "ORG":
            c.setdefault("organization", bounded(" ".join(p for p in value.split(";") if p)))
        elif name == "TITLE":
            c.setdefault("title", bounded(value))
        elif name == "ADR":
            c.setdefault(
                "address", bounded(", ".join(p.strip() for p in value.split(";") if p.strip()))
            )
        elif name == "BDAY":
            c.setdefault("birthday", _when(value.replace("-", ""), {}))
        elif name == "NOTE":
            c.setdefault("note", value.strip()[:2000])
    n = c.pop("_n", None)
    if n and not c.get("name"):
        c["name"] = n
    return {k: v for k, v in c.items() if v}


_LABELS = (("name", "Contact"), ("organization", "Organization"), ("title", "Title"),
           ("emails", "E-mail"), ("phones", "Phone"), ("address", "Address"),
           ("birthday", "Birthday"), ("note", "Note"))  # fmt: skip


def extract_contact(path: str, mime: str, size: int) -> Digest:
    text, truncated = _read(path)
    contacts = [c for c in (_contact(x) for x in _components(_lines(text), "VCARD")) if c]
    data: dict[str, Any] = {"truncated": truncated}
    if not contacts:
        return Digest("contact", None, data, "unreadable: no contact card in this file")
    data.update({k: v for k, v in contacts[0].items() if k != "note"})
    if len(contacts) > 1:
        data["contacts"] = [
            {k: v for k, v in c.items() if k in ("name", "emails", "phones", "organization")}
            for c in contacts[:MAX_ENTRIES]
        ]
    blocks = []
    for c in contacts:
        rows = []
        for key, label in _LABELS:
            value = c.get(key)
            if value:
                rows.append(f"{label}: {', '.join(value) if isinstance(value, list) else value}")
        blocks.append("\n".join(rows))
    body = "\n\n".join(blocks)
    data["truncated"] = truncated or len(body) > MAX_CONTENT_CHARS
    return Digest("contact", body[:MAX_CONTENT_CHARS], data)
