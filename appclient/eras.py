"""Years counted from another epoch than the Common Era, as the documents of whole countries
write them: the Republic of China's Minguo years (Taiwan: '民國113年', and on every bill and
tax form simply '113年度', '114年3月'), Japan's era years ('令和6年', '平成31年', '令和元年', and on
receipts the era's initial: 'R6.12.29', 'H31.4.30') and the Buddhist Era of Thai documents
('พ.ศ. 2568'). ``in_gregorian`` writes them as the Gregorian year they are, so the readers of
dates (search's periods, the organizer's dates and year folders) see '2024年度', '2025年3月',
'2024年', '2025'; ``written_like`` writes a Gregorian year back the way a folder of the library
writes its own ('2025年分' beside '令和5年分' is '令和7年分').

The epochs are the calendars' own (CLDR's ``roc``, ``japanese`` and ``buddhist`` calendars;
Babel ships only the Gregorian one): facts of the calendars, not words of any library. A bare
three-digit year before 年 (100 to next year's Minguo year) is read as Minguo: no other
calendar in use writes one, and an age or a count of years that long is rare in a household's
papers; two digits without '民國' are left alone ('10年', ten years). An era's initial (CLDR's
narrow era names of the Japanese calendar) is read only before a whole date, in a text
written in kana or kanji ('R6.12.29' -> '2024.12.29')."""

from __future__ import annotations

import datetime as dt
import re

__all__ = ["in_gregorian", "written_like", "MINGUO", "JAPANESE_ERAS", "BUDDHIST"]

MINGUO = 1911  # year 1 of the Republic of China is 1912
JAPANESE_ERAS = {"明治": 1867, "大正": 1911, "昭和": 1925, "平成": 1988, "令和": 2018}
BUDDHIST = 543  # Buddhist Era year - 543 = Common Era year
# The eras' initials (CLDR's narrow names, the Japanese calendar) as receipts write them.
_INITIALS = {"M": "明治", "T": "大正", "S": "昭和", "H": "平成", "R": "令和"}

_MARKS = re.compile(r"[年พ]|[MTSHR]\d{1,2}[./]")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_INITIAL = re.compile(r"(?<![^\W\d_])(?<!\d)([MTSHR])(\d{1,2})([./])(\d{1,2})\3(\d{1,2})(?![\d.])")
_ERA = re.compile(
    r"(民國|民国|明治|大正|昭和|平成|令和)\s*(\d{1,3}|元)\s*年"
    r"|(?<![\d.])(\d{3})\s*(?=年)"
    r"|พ\.\s?ศ\.\s?(\d{4})"
)


def _year(era: str | None, number: str) -> int | None:
    n = 1 if number == "元" else int(number)
    if era in ("民國", "民国"):
        return MINGUO + n
    if era is not None:
        return JAPANESE_ERAS[era] + n
    return MINGUO + n if 100 <= n <= dt.date.today().year - MINGUO + 1 else None


def _initial(m: re.Match[str]) -> str:
    """'R6.12.29' -> '2024.12.29' (left alone unless a month and a day follow)."""
    year = JAPANESE_ERAS[_INITIALS[m.group(1)]] + int(m.group(2))
    month, day = int(m.group(4)), int(m.group(5))
    if not (1 <= month <= 12 and 1 <= day <= 31 and year <= dt.date.today().year + 1):
        return m.group(0)
    return f"{year}{m.group(3)}{month:02d}{m.group(3)}{day:02d}"


def in_gregorian(text: str) -> str:
    """``text`` with every year of another epoch written as its Gregorian year."""
    if not text or not _MARKS.search(text):
        return text

    if _JAPANESE.search(text):
        text = _INITIAL.sub(_initial, text)

    def one(m: re.Match[str]) -> str:
        if m.group(4):  # Buddhist Era
            return str(int(m.group(4)) - BUDDHIST)
        if m.group(1):
            year = _year(m.group(1), m.group(2))
            return f"{year}年" if year else m.group(0)
        year = _year(None, m.group(3))
        return str(year) if year else m.group(0)

    return _ERA.sub(one, text)


_GREGORIAN = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")


def written_like(name: str, example: str) -> str:
    """``name``'s first Gregorian year written in the epoch ``example`` writes its own in
    ('2025年分_確定申告' like '令和5年分_確定申告' -> '令和7年分_確定申告'; '2025年度' like
    '113年度' -> '114年度'); ``name`` itself when ``example`` writes a Gregorian year."""
    m, y = _ERA.search(example), _GREGORIAN.search(name)
    if m is None or y is None:
        return name
    year = int(y.group(1))
    if m.group(4):  # Buddhist Era
        written = str(year + BUDDHIST)
    elif m.group(1) in ("民國", "民国"):
        written = f"{m.group(1)}{year - MINGUO}"
    elif m.group(1):  # the Japanese era the year is in
        era = max(
            (e for e, base in JAPANESE_ERAS.items() if base < year), key=lambda e: JAPANESE_ERAS[e]
        )
        n = year - JAPANESE_ERAS[era]
        written = f"{era}{'元' if n == 1 else n}"
    else:
        written = str(year - MINGUO)
    return name[: y.start()] + written + name[y.end() :]
