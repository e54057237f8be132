"""The relevance model itself (appclient/search/relevance.py), on candidates that differ in one
fact: how much a file says, being guideline.md, a month the question names, a code no file
holds. Pure functions over arrays, so each test isolates the one piece of evidence."""

from __future__ import annotations

import datetime as dt
import sqlite3

import numpy as np

from appclient.search.lexical import Lexical
from appclient.search.relevance import FEATURES, Facts, features, relevance, with_leads
from appclient.search.when import asked_period, named_in, overlaps

TODAY = dt.date(2025, 4, 20)


def _lex(ids: list[int], word_ids: list[int], missing: float = 0.0, code: bool = False) -> Lexical:
    held = np.array(sorted(word_ids), dtype=np.int64)
    return Lexical(
        ranked=list(word_ids),
        body={"statement": held},
        head={"statement": held},
        idf={"statement": 2.0},
        missing=missing,
        missing_code=code,
    )


def _facts(n: int, **kw: object) -> Facts:
    base: dict[str, object] = {
        "folder": [f"f{i}/" for i in range(n)],
        "name": [f"file{i}.txt" for i in range(n)],
        "mtime": np.full(n, dt.datetime(2025, 1, 10).timestamp()),
        "tokens": np.full(n, 300.0),
        "guideline": np.zeros(n),
    }
    base.update(kw)
    return Facts(**base)  # type: ignore[arg-type]


def _scores(cos: list[float], lex: Lexical, facts: Facts, query: str = "") -> np.ndarray:
    ids = np.arange(1, len(cos) + 1, dtype=np.int64)
    x = features(ids, np.array(cos), list(ids), lex, facts, asked_period(query, TODAY), TODAY)
    return relevance(x, lex)[0]


def test_a_file_without_text_does_not_tie_a_document_saying_the_same() -> None:
    # Same closeness, same words (a photo's folder holds them), the photo even listed first:
    # it says nothing else.
    facts = _facts(3, tokens=np.array([3.0, 400.0, 120.0]))
    p = _scores([0.40, 0.40, 0.10], _lex([1, 2, 3], [1, 2]), facts)
    assert p[1] > 1.5 * p[0], p


def test_guideline_does_not_outrank_a_file_as_close_and_as_worded() -> None:
    facts = _facts(3, guideline=np.array([1.0, 0.0, 0.0]))  # listed first, all else equal
    p = _scores([0.38, 0.38, 0.12], _lex([1, 2, 3], [1, 2]), facts)
    assert p[1] > 1.2 * p[0], p


def test_the_month_named_picks_the_file_of_that_month() -> None:
    names = ["statement 2025-02.csv", "statement 2025-03.csv", "notes.txt"]
    facts = _facts(3, name=names)
    p = _scores([0.4, 0.4, 0.1], _lex([1, 2, 3], [1, 2]), facts, "statement from March")
    assert p[1] > 1.5 * p[0], p
    assert named_in("Holerite_20417_202408.pdf") == [(8, 8, 2024)]
    assert asked_period("fotos do ano passado", TODAY) == [(1, 12, 2024)]


def test_a_name_that_says_no_month_leaves_it_to_the_first_lines() -> None:
    """Two scans of payslips, both received in May: the one whose text begins with April is
    the payslip of April (its first lines read for the likeliest candidates only)."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE files (id INTEGER PRIMARY KEY)")
    db.execute("CREATE TABLE digests (file_id INTEGER, digester TEXT, content TEXT)")
    texts = {1: "Payslip. Period: 2025-03. Employee 20417", 2: "Payslip. Period: 2025-04.", 3: ""}
    for fid, text in texts.items():
        db.execute("INSERT INTO files VALUES (?)", (fid,))
        db.execute("INSERT INTO digests VALUES (?, 'text', ?)", (fid, text))
    db.execute("INSERT INTO digests VALUES (2, 'aaa_metadata', NULL)")  # no content: skipped
    facts = _facts(
        3,
        name=["scan0003.pdf", "scan0004.pdf", "notes.txt"],
        mtime=np.full(3, dt.datetime(2025, 5, 8).timestamp()),
    )
    ids = np.arange(1, 4, dtype=np.int64)
    lex = _lex([1, 2, 3], [1, 2])
    periods = asked_period("payslip for April 2025", TODAY)
    x = features(ids, np.array([0.4, 0.4, 0.1]), list(ids), lex, facts, periods, TODAY)
    before = relevance(x, lex)[0]
    assert before[1] < before[0]  # listed second in both lists
    assert with_leads(db, x, ids, before, periods, TODAY)
    p = relevance(x, lex)[0]
    assert p[1] > p[0], p
    # a name that says its month is read, not the first lines
    named = _facts(2, name=["payslip 2025-04.pdf", "scan.pdf"])
    x2 = features(ids[:2], np.array([0.4, 0.4]), [1, 2], lex, named, periods, TODAY)
    q = relevance(x2, lex)[0]
    assert q[0] > 1.5 * q[1], q
    with_leads(db, x2, ids[:2], q, periods, TODAY)
    lead_in = FEATURES.index("lead_date_in")
    assert x2[0, lead_in] == 0 and x2[1, lead_in] == 1  # file 1's name says April: not read


def test_a_code_no_file_holds_leaves_the_question_unanswered() -> None:
    facts = _facts(2)
    lex = _lex([1, 2], [1], missing=9.0)
    held = relevance(
        features(np.array([1, 2]), np.array([0.3, 0.2]), [1, 2], lex, facts, [], TODAY), lex
    )[1]
    code = _lex([1, 2], [1], missing=9.0, code=True)
    absent = relevance(
        features(np.array([1, 2]), np.array([0.3, 0.2]), [1, 2], code, facts, [], TODAY), code
    )[1]
    assert absent < held / 2, (absent, held)


def test_a_date_written_in_digits_names_its_month() -> None:
    """'Fotos vom 11.11.2024' asked about November 2024, not all of 2024; day-first with
    dots in every language, either order with slashes or dashes when both parts could be a
    month; a code's digits are no date."""
    assert asked_period("Fotos vom 11.11.2024", TODAY) == [(11, 11, 2024)]
    assert asked_period("Rechnung vom 14.3.25", TODAY) == [(3, 3, 2025)]
    assert asked_period("scan 2025-03-14", TODAY) == [(3, 3, 2025)]
    assert asked_period("Fotos vom 11.11. letztes Jahr", TODAY) == [(11, 11, TODAY.year - 1)]
    assert asked_period("invoice 14/03/2025", TODAY) == [(3, 3, 2025)]
    assert asked_period("invoice 03/14/2025", TODAY) == [(3, 3, 2025)]
    assert sorted(asked_period("invoice 03/04/2025", TODAY)) == [(3, 3, 2025), (4, 4, 2025)]
    for code in ("договор 0216/25", "KDD/24-25/5310", "form 16 for FY 23-24", "12.50 EUR"):
        assert asked_period(code, TODAY) == [], code
    assert asked_period("HSR/2023/118264", TODAY) == [(1, 12, 2023)]  # a year, as before


def test_months_written_in_han_or_hangul_are_read_from_cldr() -> None:
    """'2024年3月的薪資單' asked about March 2024 (it read as all of 2024), '上個月' (Traditional
    Chinese for last month) as last month; a duration ('三個月', three months) or '13月' is no
    month, and '十二月' is December, not February."""
    assert asked_period("2024年3月的薪資單", TODAY) == [(3, 3, 2024)]
    assert asked_period("今年1月的薪水", TODAY) == [(1, 1, TODAY.year)]
    assert asked_period("上個月的電費單", TODAY) == [(3, 3, 2025)]
    assert asked_period("十二月的帳單", TODAY) == [(12, 12, None)]
    assert asked_period("2024년 12월 월급", TODAY) == [(12, 12, 2024)]
    assert asked_period("先月の電気代", TODAY) == [(3, 3, 2025)]
    for no_month in ("三個月的房租", "每月的電費", "13月", "3ヶ月"):
        assert asked_period(no_month, TODAY) == [], no_month


def test_a_year_a_file_name_gives_is_its_period_when_it_names_no_month() -> None:
    """'W2_2024.pdf' is about 2024: a question about 2024 or about March 2024 fits it, one
    about 2023 does not."""
    assert named_in("W2_2024.pdf") == [(1, 12, 2024)]
    assert named_in("113年度綜所稅申報書.docx") == [(1, 12, 2024)]
    assert named_in("statement 2025-02.csv") == [(2, 2, 2025)]  # a month, as before
    assert overlaps([(1, 12, 2024)], named_in("W2_2024.pdf"))
    assert overlaps([(3, 3, 2024)], named_in("W2_2024.pdf"))
    assert not overlaps([(1, 12, 2023)], named_in("W2_2024.pdf"))


def test_a_version_number_in_a_name_is_no_date() -> None:
    assert named_in("spec v1.2.pdf") == [] and named_in("Handbuch 3.4.pdf") == []
    assert asked_period("Fotos vom 1.5.", TODAY) == [(5, 5, None)]
