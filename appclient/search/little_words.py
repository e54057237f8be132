"""How common a word is in the languages at large, from the shipped embedding model's
vocabulary (``appclient.embed.vocab.WordScores``): its SentencePiece unigram scores put
``the`` at -4.9, ``della`` at -8.4, ``visita`` at -11.6 and ``soccorso`` at -13.9, and a rare
word is not one piece at all. A library of a few hundred files cannot tell its language's
little words from its rare ones by itself (``anche`` is in 8 of famiglia-it's 186 files);
the model, trained on many languages' text, can. No word list: the scores are the model's.
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from appclient.embed.vocab import WordScores

__all__ = ["rarity", "little", "mostly_lower", "COMMON_SCORE"]

log = logging.getLogger(__name__)

COMMON_SCORE = 9.0  # a word scored above -9 is a little word ('della', 'und', 'also')
SPAN = 5.0  # ... and one below -14 is as rare as a word the model only knows in pieces
FLOOR = 0.05


@functools.cache
def _scores() -> WordScores | None:
    """Loaded when first asked (the model's package, ~0.3 s), not with the organizer."""
    try:
        from appclient.embed.vocab import word_scores

        return word_scores()
    except Exception as e:  # a broken model cache: words are then weighed by the library alone
        log.warning("the model's word frequencies could not be read (%s)", e)
        return None


def little(word: str) -> bool:
    """A word every text of its language has ('the', 'my', 'di', 'la', 'ich', 'que'): the
    model scores it, as written, above -COMMON_SCORE."""
    scores = _scores()
    score = scores.score(word) if scores is not None else None
    return score is not None and score > -COMMON_SCORE


def rarity(word: str) -> float:
    """1 for a word the languages rarely use, down to 0.05 for a little one."""
    scores = _scores()
    if scores is None:
        return 1.0
    known = [s for w in {word, word.lower()} if (s := scores.score(w)) is not None]
    if not known:
        return 1.0
    return min(1.0, max(FLOOR, (-max(known) - COMMON_SCORE) / SPAN))


def mostly_lower(word: str) -> bool:
    """Whether the languages mostly write ``word`` in lower case: a common noun capitalised
    by a heading or a language's habit ('Hotel', 'Confirmation', 'Reservation'), not a name
    ('Lisbon', 'Porto', 'Kraków'): its lower-case form is one piece of the vocabulary and
    scores above its capitalised form."""
    scores = _scores()
    lower = word.lower()
    if scores is None or lower == word:
        return False
    low = scores.score(lower)
    if low is None:
        return False
    cap = scores.score(word)
    return cap is None or low > cap
