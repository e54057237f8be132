"""The passages a hit shown by meaning is quoted from (appclient/search/hybrid.py): the first
sentences or lines of its text, found without splitting the whole of a long text, and the
same as splitting its first 6,000 characters whole."""

from __future__ import annotations

import random

from appclient.search.hybrid import _PASSAGES, _first_pieces
from appclient.search.words import SENTENCE


def _reference(text: str) -> list[str]:
    split = [p.strip() for p in SENTENCE.split(text[:6000])]
    return [p[:240] for p in split if len(p) > 3][:_PASSAGES]


def test_the_first_pieces_are_those_of_the_first_6000_characters() -> None:
    rng = random.Random(1)
    parts = ["word", "a", "ab", "abcd", ". ", "! ", "\n", "\n\n", "。", "x" * 300, " ", "é", "?  "]
    for _ in range(1000):
        text = "".join(rng.choice(parts) for _ in range(rng.randint(0, 600)))
        assert _first_pieces(text) == _reference(text), text[:120]
    long_first = "y" * 1500 + ". Second one. Third one. Fourth."
    assert _first_pieces(long_first) == ["y" * 240, "Second one.", "Third one."]
    assert _first_pieces("Only this.\n" + " " * 9000) == ["Only this."]


def test_chinese_sentences_are_cut_at_their_stops() -> None:
    """No space follows '。': a Chinese text was one piece up to its first line break."""
    text = "租約到期日為2026年8月31日。押金新台幣四萬元整。房東負責大型家電維修！其他事項另議"
    assert _first_pieces(text) == [
        "租約到期日為2026年8月31日。",
        "押金新台幣四萬元整。",
        "房東負責大型家電維修！",
    ]
