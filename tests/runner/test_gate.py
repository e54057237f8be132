"""The watch settings applied to a run's suggestion (server/runner/gate.py), pure: which
folders `exclude` rules out, and what min_confidence answers the model."""

from __future__ import annotations

from server.runner.gate import SuggestionGate, excluded_by


def test_exclude_patterns() -> None:
    rules = ("archive/", "*/old", "tmp*")
    assert excluded_by("archive/", rules) == "archive/"
    assert excluded_by("archive/2019/", rules) == "archive/"  # and everything below it
    assert excluded_by("archives/", rules) is None  # a folder, not a prefix of a name
    assert excluded_by("life/old/", rules) == "*/old"
    assert excluded_by("life/old/letters/", rules) == "*/old"
    assert excluded_by("life/older/", rules) is None
    assert excluded_by("tmp stuff/x/", rules) == "tmp*"
    assert excluded_by("work/", rules) is None
    assert excluded_by("../x", rules) is None  # not a library folder at all: the core says so


def test_the_gate_refuses_excluded_targets_and_holds_weak_suggestions() -> None:
    gate = SuggestionGate(min_confidence=0.7, exclude=("archive/",)).fresh()
    answer, is_error = gate.check({"target_folder": "archive/x/", "confidence": 0.9})
    assert is_error and answer and "excluded" in answer
    args = {
        "target_folder": "work/",
        "confidence": 0.9,
        "alternatives": [
            {"folder": "archive/", "reasoning": "r"},
            {"folder": "life/", "reasoning": "r"},
        ],
    }
    assert gate.check(args) == (None, False)
    assert [a["folder"] for a in args["alternatives"]] == ["life/"]
    answer, is_error = gate.check({"target_folder": "work/", "confidence": 0.5, "reasoning": "why"})
    assert not is_error and answer and "below their minimum (0.70)" in answer
    assert gate.decline_reason() == (
        "confidence 0.50 is below min_confidence 0.70; it would have suggested work/: why"
    )
    again, _ = gate.check({"target_folder": "work/", "confidence": 0.95})
    assert again and "Already recorded as a decline" in again  # no second try in that run
    assert SuggestionGate().fresh().check({"target_folder": "x/", "confidence": 0.1}) == (
        None,
        False,
    )
