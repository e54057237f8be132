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

__all__ = ["make_snippet", "highlight", "stem", "fold"]

WINDOW_TOKENS = 12
LEAD_TOKENS = 3  # tokens kept before the first match in the window
MAX_CHARS = 400
_TOKEN = re.compile(r"[^\W_]+")
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
        for w, s, _ in self.terms:
            # Porter only rewrites endings: a word whose stem is s starts with s minus its
            # last letter ('happi' <- 'happy'), and a prefix term with the word itself.
            heads.add(s[:-1] if len(s) > 3 else s)
            heads.add(w[:3] if len(w) > 3 else w)
        alt = "|".join(re.escape(h) for h in sorted(heads, key=len, reverse=True) if h)
        self.rx = re.compile(rf"(?<![^\W_])(?:{alt})[^\W_]*", re.IGNORECASE) if alt else None
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

    def matches(self, text: str, limit: int = 64) -> list[tuple[int, int, int]]:
        """(start, end, term) of matching words, at most ``limit``."""
        if self.rx is None:
            return []
        out = []
        for m in self.rx.finditer(text):
            t = self.term_of(m.group())
            if t >= 0:
                out.append((m.start(), m.end(), t))
                if len(out) >= limit:
                    break
        return out


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _window(text: str, hits: list[tuple[int, int, int]]) -> tuple[int, int]:
    """The character span of the WINDOW_TOKENS-token window with the most distinct terms
    (earliest on ties), starting up to LEAD_TOKENS tokens before its first hit."""
    best = (-1, 0, 0)
    for i, (start, _, _) in enumerate(hits):
        lo = start
        before = list(_TOKEN.finditer(text, max(0, start - 60), start))[-LEAD_TOKENS:]
        if before:
            lo = before[0].start()
        after = []
        for m in _TOKEN.finditer(text, start):
            after.append(m)
            if len(after) + len(before) >= WINDOW_TOKENS:
                break
        hi = after[-1].end() if after else len(text)
        distinct = len({t for s, _, t in hits[i:] if s < hi})
        if distinct > best[0]:
            best = (distinct, lo, hi)
    return best[1], best[2]


def highlight(text: str, hits: list[tuple[int, int, int]], lo: int = 0, hi: int | None = None) -> str:
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


def make_snippet(terms: Sequence[tuple[str, bool]], text: str, name: str, path: str) -> str:
    """The match context for one hit: a window of the text around its best match, else the
    highlighted name or path, else the start of the text, else the name."""
    m = _Matcher(terms)
    hits = m.matches(text)
    if hits:
        lo, hi = _window(text, hits)
        body = highlight(text, hits, lo, hi)
        pre = "…" if text[:lo].strip() else ""
        post = "…" if text[hi:].strip() else ""
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
