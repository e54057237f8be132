"""Years of another epoch — Taiwan's Minguo years ('113年度', '民國113年'), Japan's era years
('令和6年', '令和元年'), the Buddhist Era of Thai papers ('พ.ศ. 2568') — are read as the
Gregorian years they are (``appclient.eras``): by search's periods and file-name months, and
by the organizer's dates (``tests/organizer/test_reading.py``), so a Taiwanese tax form for
113年度 is about 2024."""

from __future__ import annotations

import datetime as dt

import pytest

from appclient.eras import in_gregorian, written_like
from appclient.search.when import asked_period, named_in

TODAY = dt.date(2025, 6, 15)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("113年度綜合所得稅", "2024年度綜合所得稅"),
        ("台電電費_114年3月", "台電電費_2025年3月"),
        ("民國99年", "2010年"),
        ("令和6年分 源泉徴収票", "2024年分 源泉徴収票"),
        ("令和元年5月", "2019年5月"),
        ("平成31年", "2019年"),
        ("พ.ศ. 2568", "2025"),
        ("１１３年度", "2024年度"),
        ("診療日　R6.12.29（日）", "診療日　2024.12.29（日）"),  # receipts: the era's initial
        ("フミ子 様 R7.2.5", "フミ子 様 2025.02.05"),
    ],
)
def test_years_of_other_epochs_become_gregorian(text: str, want: str) -> None:
    assert in_gregorian(text) == want


def test_what_is_no_era_year_is_left_alone() -> None:
    for text in ("10年", "2024年3月", "12113年", "v1.113年", "passport 2019", "", "3 years",
                 "R6.12.29 release", "ver R6.13.2 版", "ABR6.1.2 の"):  # fmt: skip
        assert in_gregorian(text) == text, text


def test_search_reads_them_in_questions_and_names() -> None:
    assert asked_period("114年3月的電費", TODAY) == [(3, 3, 2025)]
    assert asked_period("令和6年の源泉徴収票", TODAY) == [(1, 12, 2024)]
    assert named_in("台電電費_114年3月.pdf") == [(3, 3, 2025)]


def test_a_gregorian_year_is_written_back_as_a_folder_of_the_library_writes_its_own() -> None:
    assert written_like("2025年分_確定申告", "令和5年分_確定申告") == "令和7年分_確定申告"
    assert written_like("2019年分", "平成30年分") == "令和元年分"
    assert written_like("2025年度", "113年度") == "114年度"
    assert written_like("2025年度", "民國113年度") == "民國114年度"
    assert written_like("2025", "พ.ศ. 2567") == "2568"
    assert written_like("2025年分", "2023年分") == "2025年分"  # Gregorian stays Gregorian
