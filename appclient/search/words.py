"""Words as search sees them, shared by every backend and by the organizer: the words of a
query and the searchable words of a file name ('W2_2024.pdf' -> 'W 2 2024 pdf'). Typo
widening is in ``typos.py`` (rapidfuzz)."""

from __future__ import annotations

import re
import unicodedata

from .little_words import little

__all__ = [
    "query_words",
    "cjk_bigrams",
    "cjk_section",
    "strip_cjk_section",
    "CJK_MARK",
    "name_words",
    "split_camel",
    "MAX_QUERY_WORDS",
    "MAX_QUERY_CHARS",
    "MIN_PREFIX",
    "COUNT_LIMIT",
    "MARKS",
    "SENTENCE",
]

# Where a sentence ends: a stop and the space after it, a CJK stop (which no space follows:
# '。', '！', '？'), or a line break.
SENTENCE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*|\n+")
MAX_QUERY_WORDS = 32
MAX_QUERY_CHARS = 1000
MIN_PREFIX = 3  # the last query word matches as a prefix when it has this many characters
COUNT_LIMIT = 1000  # total_found is exact up to this, then "at least" (total_is_estimate)


def _marks() -> str:
    """The combining marks (Unicode categories M*) of the scripts' own blocks, from Greek to
    Balinese and the Indic extensions: the vowel signs and viramas that Devanagari, Bengali,
    Tamil, Thai, Tibetan, Myanmar... write on a letter. Not the generic combining blocks
    (U+0300..., the accents of decomposed Latin), which FTS5 folds away already."""
    spans = ((0x0370, 0x1AAF), (0xA800, 0xABFF))
    return "".join(
        chr(c)
        for lo, hi in spans
        for c in range(lo, hi + 1)
        if unicodedata.category(chr(c)).startswith("M")
    )


# A word is letters, digits and the marks written on them. ``\w`` (and FTS5's unicode61)
# end a word at a mark, so 'बिजली' (electricity) was searched as 'ब' and 'जल', single
# letters that match nearly every Hindi text. The index's tokenizer keeps the same marks
# inside its words (``fts.TOKENIZE``): a query word is always one token there.
MARKS = _marks()
_WORD = re.compile(rf"(?:\w|[{re.escape(MARKS)}])+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])")


# Han, kana, Hangul: scripts written without spaces between words. SQLite's unicode61
# tokenizer would keep a whole run as one token, so runs are indexed and searched as
# overlapping pairs of characters ('東京ガス' -> '東京 京ガ ガス'), and a question written as
# a sentence finds a document that says it differently around the same words.
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")
CJK_MARK = "\u2063"  # starts the line of pairs in a file's search head (never shown)
CJK_SECTION_CHARS = 20_000


def cjk_bigrams(text: str) -> list[str]:
    """The overlapping character pairs of every CJK run in ``text`` (a lone character as
    itself)."""
    out: list[str] = []
    for run in _CJK.findall(text):
        out += [run] if len(run) == 1 else [run[i : i + 2] for i in range(len(run) - 1)]
    return out


def cjk_section(text: str) -> str | None:
    """The line of pairs a file's search head carries when its text has CJK runs."""
    pairs = cjk_bigrams(text[:CJK_SECTION_CHARS])
    return CJK_MARK + " ".join(pairs) if pairs else None


def strip_cjk_section(text: str) -> str:
    """``text`` without the line of pairs (for anything a person reads)."""
    at = text.find(CJK_MARK)
    if at < 0:
        return text
    end = text.find("\n", at)
    return text[:at] + ("" if end < 0 else text[end + 1 :])


def split_camel(text: str) -> str:
    """'PassportScan2024' -> 'Passport Scan 2024': the word boundaries a name hides."""
    return _CAMEL.sub(" ", text)


def name_words(name: str) -> str:
    """Index text for a file name: 'W2_2024.pdf' and 'PassportScan' become searchable words
    ('W 2 2024 pdf', 'Passport Scan') while the original stays for exact matches."""
    split = split_camel(name)
    return name if split == name else f"{name} {split}"


def query_words(query: str) -> list[str]:
    """The words every backend searches for, in the query's order: lowercased, once each,
    at most MAX_QUERY_WORDS, without the little words of any language ('the', 'my', 'di',
    'ich', 'que': ``little_words.little``, by the shipped model's vocabulary) unless nothing
    else is left.

    Little words go *before* matching: search requires all words first and then drops words
    from the end, so 'find my passport' would otherwise demand 'find' and 'my' in the file
    and drop 'passport' first. (Meilisearch has no stop words by default; its backend is
    sent these same words.)"""
    words = []
    for w in _WORD.findall(query[:MAX_QUERY_CHARS]):
        if _CJK.search(w):  # pairs of its CJK runs, and the words around them
            words += cjk_bigrams(w) + [p.lower() for p in _CJK.split(w) if p]
        else:
            words.append(w.lower())
    kept = [w for w in words if not little(w)]
    words = kept or words
    seen: dict[str, None] = {}
    for w in words:
        seen.setdefault(w, None)
    return list(seen)[:MAX_QUERY_WORDS]
