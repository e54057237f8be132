"""``match_context``: a short window of a file's search text with the query's words in
[brackets], made in Python from the text the FTS index was built from.

FTS5's own ``snippet()`` re-tokenizes the whole text of every hit (about 0.2 ms for a
4 KB note here); this finds the candidate words with one regular expression and confirms
each with the same Porter stemmer the index uses, so 'payslips' brackets 'payslip' and
'running' brackets 'run', at a tenth of the cost. A term is ``(word, is_prefix)``.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

import snowballstemmer

from .words import MARKS, strip_cjk_section

__all__ = ["Snippets", "highlight", "stem", "fold"]

WINDOW_TOKENS = 12
LEAD_TOKENS = 3  # tokens kept before the first match in the window
WINDOW_CHARS = 90  # about WINDOW_TOKENS tokens of prose
MAX_CHARS = 400
MAX_HITS = 16  # confirmed matches per candidate head: enough to choose a window
SCAN_CHARS = 8192  # text read first when looking for the words
MAX_TRIES = 200  # candidate places looked at per head (a short head can be everywhere)
_TOKEN = re.compile(rf"(?:[^\W_]|[{re.escape(MARKS)}])+")  # letters, digits and the marks on them
_NONSPACE = re.compile(r"\S")
_FWD = {
    n: re.compile(rf"(?:[\W_]*?{_TOKEN.pattern}){{1,{n}}}") for n in range(1, WINDOW_TOKENS + 1)
}
_stemmer = snowballstemmer.stemmer("porter")  # FTS5's 'porter' is Porter's original algorithm
_stem_lock = threading.Lock()  # a snowball stemmer keeps state between calls


def fold(word: str) -> str:
    """Lowercase without diacritics, as FTS5's unicode61 tokenizer sees a word."""
    word = word.lower()
    if word.isascii():
        return word
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    with _stem_lock:
        return str(_stemmer.stemWord(fold(word)))


class _Matcher:
    def __init__(self, terms: Sequence[tuple[str, bool]]) -> None:
        self.terms = [(fold(w), stem(w), prefix) for w, prefix in terms if w]
        heads = set()
        for w, s, prefix in self.terms:
            # Porter only rewrites endings: a word whose stem is s starts with s minus its
            # last letter ('happi' <- 'happy'); a prefix term's words start with the term.
            heads.add(s[:-1] if len(s) > 3 else s)
            if prefix:
                heads.add(w)
        # A head that holds a shorter head is found by searching for the shorter one.
        self.heads = sorted(
            h for h in heads if h and not any(o and o != h and o in h for o in heads)
        )
        self._seen: dict[str, int] = {}

    def term_of(self, token: str) -> int:
        """Index of the term this token matches, or -1."""
        got = self._seen.get(token)
        if got is not None:
            return got
        f = fold(token)
        st = stem(f)
        got = -1
        for i, (w, s, prefix) in enumerate(self.terms):
            if st == s or (prefix and (f.startswith(w) or st.startswith(s))):
                got = i
                break
        self._seen[token] = got
        return got

    def matches(self, text: str, limit: int = MAX_HITS) -> list[tuple[int, int, int]]:
        """(start, end, term) of matching words, in order, at most ``limit`` per head.
        Candidates are found with str.find on the lowercased text (C speed; a 100 KB text
        costs tens of microseconds), then confirmed word by word."""
        low = text.lower()
        if len(low) != len(text):  # a rare character whose lowercase is longer: stay exact
            low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
        found: dict[int, tuple[int, int, int]] = {}
        for head in self.heads:
            pos, n, tried = low.find(head), 0, 0
            while pos >= 0 and n < limit and tried < MAX_TRIES:
                tried += 1
                if pos == 0 or not low[pos - 1].isalnum():
                    m = _TOKEN.match(low, pos)
                    if m and pos not in found:
                        t = self.term_of(text[pos : m.end()])
                        if t >= 0:
                            found[pos] = (pos, m.end(), t)
                            n += 1
                pos = low.find(head, pos + 1)
        return [found[p] for p in sorted(found)]


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _window(text: str, hits: list[tuple[int, int, int]]) -> tuple[int, int]:
    """The character span of a WINDOW_TOKENS-token window around the hit whose next
    WINDOW_CHARS characters hold the most distinct terms (earliest on ties), starting up to
    LEAD_TOKENS tokens before it. Only the first hit of each term and the first few hits
    are tried as anchors; the window itself is tokenized once."""
    firsts: dict[int, int] = {}
    for i, (_, _, t) in enumerate(hits):
        firsts.setdefault(t, i)
    best, anchor = -1, hits[0][0]
    for i in sorted(set(range(min(8, len(hits)))) | set(firsts.values())):
        a, seen, j = hits[i][0], set(), i
        while j < len(hits) and hits[j][0] < a + WINDOW_CHARS:
            seen.add(hits[j][2])
            j += 1
        if len(seen) > best:
            best, anchor = len(seen), a
    before = _TOKEN.findall(text, max(0, anchor - 60), anchor)[-LEAD_TOKENS:]
    lo = text.rfind(before[0], 0, anchor) if before else anchor
    fwd = _FWD[WINDOW_TOKENS - len(before)].match(text, anchor)
    return lo, fwd.end() if fwd else len(text)


def highlight(
    text: str, hits: list[tuple[int, int, int]], lo: int = 0, hi: int | None = None
) -> str:
    hi = len(text) if hi is None else hi
    out, pos = [], lo
    for s, e, _ in hits:
        if s < lo or e > hi:
            continue
        out.append(text[pos:s])
        out.append(f"[{text[s:e]}]")
        pos = e
    out.append(text[pos:hi])
    return "".join(out)


class Snippets:
    """Match contexts for one query's hits: ``Snippets(terms).make(text, name, path)``."""

    def __init__(self, terms: Sequence[tuple[str, bool]]) -> None:
        self._m = _Matcher(terms)

    def make(self, text: str, name: str, path: str) -> str:
        """A window of the text around its best match, else the highlighted name or path,
        else the start of the text, else the name."""
        m = self._m
        text = strip_cjk_section(text)
        # Most hits have the words near the start (the head tier: in the first 256
        # characters); a long text is read further only when its start has none.
        hits = m.matches(text[:SCAN_CHARS])
        if not hits and len(text) > SCAN_CHARS:
            hits = m.matches(text)
        if hits:
            lo, hi = _window(text, hits)
            body = highlight(text, hits, lo, hi)
            pre = "…" if _NONSPACE.search(text, 0, lo) else ""
            post = "…" if _NONSPACE.search(text, hi) else ""
            return _one_line(pre + body + post)[:MAX_CHARS]
        for field in (name, path):
            hits = m.matches(field)
            if hits:
                return _one_line(highlight(field, hits))[:MAX_CHARS]
        start = list(_TOKEN.finditer(text[:2000]))[:WINDOW_TOKENS]
        if start:
            end = start[-1].end()
            return _one_line(text[:end] + ("…" if text[end:].strip() else ""))[:MAX_CHARS]
        return name
