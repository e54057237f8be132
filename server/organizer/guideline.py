"""The guideline, read as rules: which words the person attaches to which folder.

``parse_guideline(text, folders)`` finds every folder the guideline names — backticked or
plain paths (``life/gov docs/``, ``Personal/ID/``), paths relative to a known folder, and
templates with placeholders (``life/trips/YYYY-MM place/``, ``photos/<year>/``,
``work/<employer>/compensation/``) — and attributes to each the words around it:

- in a sentence naming one folder, the whole sentence;
- in a sentence naming several, the words before each mention ("Bank statements: `A`,
  receipts: `B`"), or after each when that is how the sentence is written ("`A` for Rust
  and `B` for the ML course"); a mention right after a negation ("…, not `B`") is a folder
  the rule excludes;
- a sentence naming no folder belongs to the nearest rule of its bullet or paragraph, and a
  section heading to every rule under it.

Finding the mentions and cutting the text into blocks and sentences is ``mentions.py``.
Nothing here knows what any word means: the model learns that from the library.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .dates import fold, month_words, year_words
from .mentions import Mention, blocks, find_mentions, sentences

__all__ = ["Rule", "Template", "Guideline", "parse_guideline", "template_of", "NEGATIONS"]

# A mention right after one of these is a folder the sentence rules out ("letters from school go
# to `kids/`, not `mail/`"). Grammar, not vocabulary: the few negations of the languages
# whose month names we read (dates.LOCALES).
NEGATIONS = frozenset(
    "not never nicht nie kein keine keinesfalls pas jamais non no nunca niet geen nooit nao nej ikke inte ei "
    "eika nigdy ne nikdy asla degil tidak bukan nahi".split()
)

_REPEAT4 = re.compile(r"([^\W\d_])\1{3}")
# 'YYYY-MM-DD', 'AAAA-MM', 'RRRR', 'ÅÅÅÅ' — and a span of years in one letter ('RRRR-RRRR',
# 'YYYY-YY': the Polish rok twice is no month)
_DATE_PH = re.compile(
    r"([^\W\d_])\1{3}(?:[-_/]\1\1(?:\1\1)?(?![^\W\d_]))?"
    r"(?:([-_. ]?)((?!\1)[^\W\d_])\3(?:\2([^\W\d_])\4)?)?"
)
_SPAN = r"(?:[-_/](?:\d{2}|\d{4}))?"  # a year placeholder also matches a span of years: '2024-25'
_FREE = re.compile(r"[^\W\d_]|\.\.\.|…")  # words, or an ellipsis, where a name goes
_BRACKET = re.compile(r"<([^<>/]{1,40})>|\{([^{}/]{1,40})\}|\[([^\[\]/]{1,40})\]")


@dataclass(frozen=True)
class Template:
    """A folder pattern: ``life/trips/YYYY-MM place/`` or ``photos/<year>/``."""

    path: str
    parent: str  # the fixed part before the first placeholder: 'life/trips/'
    regex: re.Pattern[str]  # matches instances (folded paths)
    year: bool
    month: bool
    slot: bool  # a free-text part (place, project, employer)
    parts: tuple[tuple[str, str], ...]  # per component of the variable part: (kind, text)

    def fill(self, year: int | None, month: int | None, slot: str | None) -> str | None:
        """An instance path, or None when a needed value is missing."""
        if (
            (self.year and year is None)
            or (self.month and month is None)
            or (self.slot and not slot)
        ):
            return None
        out = self.parent
        for kind, text in self.parts:
            if kind == "lit":
                out += text + "/"
                continue
            comp = _DATE_PH.sub(lambda m: _date_fill(m, year, month), text)

            def bracket(m: re.Match[str]) -> str:
                inner = fold(next(g for g in m.groups() if g is not None).strip())
                if _is_year_word(inner):
                    return f"{year:04d}" if year is not None else m.group(0)
                if _is_month_word(inner):
                    return f"{month:02d}" if month is not None else m.group(0)
                return slot or m.group(0)

            comp = _BRACKET.sub(bracket, comp)
            if self.slot and kind == "dated":
                comp = _fill_free_words(comp, slot or "")
            out += comp + "/"
        return None if _BRACKET.search(out) else out


@dataclass(frozen=True)
class Rule:
    folder: str  # an existing or new folder path ('life/gov docs/'), or a template's path
    text: str  # the words the guideline attaches to it
    quote: str  # the sentence, for reasoning
    strength: (
        float  # 1.0 its own sentence, 0.6 context of its bullet/paragraph, 0.3 section heading
    )
    negative: tuple[str, ...] = ()  # folders the same sentence rules out
    template: Template | None = None


@dataclass(frozen=True)
class Guideline:
    rules: tuple[Rule, ...] = ()
    templates: dict[str, Template] = field(default_factory=dict)  # path -> template


def _is_year_word(inner: str) -> bool:
    if _REPEAT4.fullmatch(inner):
        return True
    return len(inner) >= 3 and any(
        w.startswith(inner) or inner.startswith(w) for w in year_words() if len(w) >= 3
    )


def _is_month_word(inner: str) -> bool:
    if re.fullmatch(r"([a-z])\1", inner):
        return True
    return len(inner) >= 3 and any(
        w.startswith(inner) or inner.startswith(w) for w in month_words() if len(w) >= 3
    )


def _date_fill(m: re.Match[str], year: int | None, month: int | None) -> str:
    if year is None:
        return m.group(0)
    out = f"{year:04d}"
    if m.group(3):
        if month is None:
            return m.group(0)
        out += (m.group(2) or "") + f"{month:02d}"
        if m.group(4):
            out += (m.group(2) or "") + "01"
    return out


def _fill_free_words(comp: str, slot: str) -> str:
    # 'YYYY-MM place', 'Sinistre AAAA-MM ...' with the date filled: what is left after it is
    # the slot's placeholder
    m = re.match(r"^(.*\d)([ _-]+)(\D+)$", comp)
    return f"{m.group(1)}{m.group(2)}{slot}" if m else comp


def _capitals(comp: str) -> str:
    """A word in capitals that names a year or a month ('ROK Miejsce', 'YEAR-MONTH') as the
    letters a date placeholder is written in ('RRRR Miejsce', 'YYYY-MM'): a placeholder, not a
    folder's name."""

    def one(m: re.Match[str]) -> str:
        word = m.group(0)
        low = fold(word)
        if not word.isupper() or re.fullmatch(r"(\w)\1+", low) or not low[0].isascii():
            return word
        if _is_year_word(low):
            return low[0].upper() * 4
        if _is_month_word(low):
            return low[0].upper() * 2
        return word

    return re.sub(r"(?<![<{\[])\b[^\W\d_]{3,}\b(?![>}\]])", one, comp)


def _group(rx: str, name: str, digits: str) -> str:
    """A placeholder's group; the same value again where the path names it twice
    ('Bilder/ÅÅÅÅ/ÅÅÅÅ-MM/')."""
    return f"(?P={name})" if f"(?P<{name}>" in rx else f"(?P<{name}>{digits})"


def template_of(path: str) -> Template | None:
    """A Template when ``path`` has placeholders, else None."""
    comps = [_capitals(c) for c in path.strip("/").split("/") if c]
    first = next((i for i, c in enumerate(comps) if _DATE_PH.search(c) or _BRACKET.search(c)), None)
    if first is None:
        return None
    parent = "".join(c + "/" for c in comps[:first])
    parts: list[tuple[str, str]] = []
    rx = re.escape(fold(parent))
    year = month = slot = False
    for comp in comps[first:]:
        if not (_DATE_PH.search(comp) or _BRACKET.search(comp)):
            parts.append(("lit", comp))
            rx += re.escape(fold(comp)) + "/"
            continue
        kind, piece, pos, dated = "bracket", "", 0, False
        for m in sorted(
            list(_DATE_PH.finditer(comp)) + list(_BRACKET.finditer(comp)), key=lambda m: m.start()
        ):
            if m.start() < pos:
                continue
            piece += _literal_rx(comp[pos : m.start()], dated)
            if m.re is _DATE_PH:
                dated = True
                year = True
                piece += _group(rx + piece, "year", r"\d{4}") + ("" if m.group(3) else _SPAN)
                if m.group(3):
                    month = True
                    piece += r"[-_. ]?" + _group(rx + piece, "month", r"\d{1,2}")
                    if m.group(4):
                        piece += r"[-_. ]?\d{1,2}"
            else:
                inner = fold(next(g for g in m.groups() if g is not None).strip())
                if _is_year_word(inner):
                    year = True
                    piece += _group(rx + piece, "year", r"\d{4}") + _SPAN
                elif _is_month_word(inner):
                    month = True
                    piece += _group(rx + piece, "month", r"\d{1,2}")
                else:
                    slot = True
                    piece += r"(?P<slot>.+?)"
            pos = m.end()
        rest = comp[pos:]
        if dated and _FREE.search(rest):
            slot = True  # 'YYYY-MM place', 'YYYY-MM ...': what follows a date names the event
            piece += r"[ _-]*(?P<slot>.+?)"
            kind = "dated"
        else:
            piece += _literal_rx(rest, dated)
            kind = "dated" if dated else kind
        parts.append((kind, comp))
        rx += piece + "/"
    if "(?P<slot>" in rx and rx.count("(?P<slot>") > 1:  # two free parts: name them apart
        n = 0

        def renum(_m: re.Match[str]) -> str:
            nonlocal n
            n += 1
            return "(?P<slot>" if n == 1 else f"(?P<slot{n}>"

        rx = re.sub(r"\(\?P<slot>", renum, rx)
    return Template(
        path=path,
        parent=parent,
        regex=re.compile("^" + rx + "$"),
        year=year,
        month=month,
        slot=slot,
        parts=tuple(parts),
    )


def _literal_rx(text: str, dated: bool) -> str:
    if not text:
        return ""
    if dated and not re.search(r"[^\W\d_]", text):
        return r"[-_. ]*"
    return re.escape(fold(text))


# --------------------------------------------------------------------------- rules


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", fold(text))


def parse_guideline(text: str, folders: list[str]) -> Guideline:
    """Rules (folder, words) from the guideline; ``folders`` are the library's folder paths."""
    # HTML comments are not the person's visible words (a directive's id marker is one).
    text = re.sub(r"<!--.*?-->", lambda m: " " * len(m.group(0)), text, flags=re.S)
    if not text.strip():
        return Guideline()
    mentions = find_mentions(text, folders)
    templates: dict[str, Template] = {}
    for mention in mentions:
        t = template_of(mention.folder)
        if t is not None:
            templates.setdefault(mention.folder, t)
    rules: list[Rule] = []
    named = _heading_folders(text, mentions)
    for a, b, heading in blocks(text):
        block_mentions = [m for m in mentions if a <= m.start < b]
        owner = next((f for (ha, hb), f in named.items() if ha <= a < hb), None)
        if owner is not None and not block_mentions:
            # a section whose heading names a folder ('## recipes/'): its text is a rule for it
            quote = " ".join(text[a:b].split())
            rules.append(Rule(owner, quote, quote, 0.6, (), templates.get(owner)))
            continue
        sents = sentences(text, a, b, block_mentions)
        rules_here: list[tuple[int, Rule]] = []
        loose: list[tuple[int, str]] = []
        for idx, (s, e) in enumerate(sents):
            ms = [m for m in block_mentions if s <= m.start < e]
            sentence = text[s:e].strip()
            if not ms:
                loose.append((idx, sentence))
                continue
            rules_here += [(idx, r) for r in _sentence_rules(text, s, e, ms, sentence, templates)]
        for idx, sentence in loose:  # a sentence naming no folder: the nearest rules in the block
            if not rules_here:
                break
            before = [i for i, _ in rules_here if i < idx]
            near = before[-1] if before else min(i for i, _ in rules_here if i > idx)
            for i, r in rules_here:
                if i == near:
                    rules.append(Rule(r.folder, sentence, r.quote, 0.6, r.negative, r.template))
        if heading:
            for folder in dict.fromkeys(r.folder for _, r in rules_here):
                r = next(r for _, r in rules_here if r.folder == folder)
                rules.append(Rule(folder, heading, r.quote, 0.3, (), r.template))
        rules.extend(r for _, r in rules_here)
    return Guideline(tuple(rules), templates)


def _heading_folders(text: str, mentions: list[Mention]) -> dict[tuple[int, int], str]:
    """Sections whose heading names one folder: (start, end) of the section -> the folder."""
    heads = [
        (m.start(), m.end(), len(m.group(1)))
        for m in re.finditer(r"^[ ]{0,3}(#{1,6})[ \t]+.*$", text, flags=re.M)
    ]
    out: dict[tuple[int, int], str] = {}
    for i, (a, b, level) in enumerate(heads):
        folders = {m.folder for m in mentions if a <= m.start < b and not m.negative}
        if len(folders) != 1:
            continue
        end = next((x for x, _, lv in heads[i + 1 :] if lv <= level), len(text))
        out[(b, end)] = folders.pop()
    return out


def _sentence_rules(
    text: str, s: int, e: int, ms: list[Mention], sentence: str, templates: dict[str, Template]
) -> list[Rule]:
    # negation right before a mention: that folder is ruled out
    bounds = [s] + [m.end for m in ms]
    for i, m in enumerate(ms):
        before = _words(text[bounds[i] : m.start])
        if before and len(before) <= 3 and before[-1] in NEGATIONS:
            m.negative = True
    pos = [m for m in ms if not m.negative]
    neg = tuple(m.folder for m in ms if m.negative)
    if not pos:
        return []
    segments: dict[int, list[str]] = {id(m): [] for m in pos}
    head = text[s : ms[0].start]
    tail = text[ms[-1].end : e]
    if len(pos) == 1:
        segments[id(pos[0])] = [text[s:e]]
    else:
        after_style = len(_words(tail)) >= 1 and (not _words(head) or head.rstrip().endswith(":"))
        for i, m in enumerate(ms):
            if m.negative:
                continue
            if after_style:
                nxt = ms[i + 1].start if i + 1 < len(ms) else e
                segments[id(m)] += [head, text[m.end : nxt]]
            else:
                prv = ms[i - 1].end if i else s
                segments[id(m)].append(text[prv : m.start])
                if i == len(ms) - 1:
                    segments[id(m)].append(tail)
    out = []
    for m in pos:
        words = " ".join(segments[id(m)])
        for other in ms:  # the folder paths themselves are the folder-name signal, not the rule's
            words = words.replace(text[other.start : other.end], " ")
        out.append(
            Rule(m.folder, " ".join(words.split()), sentence, 1.0, neg, templates.get(m.folder))
        )
    return out
