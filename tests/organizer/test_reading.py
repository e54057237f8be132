"""How the organizer reads a guideline, dates and period folders (pure functions)."""

from __future__ import annotations

from datetime import date

from server.organizer.dates import (
    dayfirst_votes,
    document_year,
    name_dates,
    named_year,
    text_dates,
)
from server.organizer.decide import event_start
from server.organizer.features import Doc, doc_dates
from server.organizer.guideline import parse_guideline, template_of
from server.organizer.members import far_period, period_name
from server.organizer.period_labels import find_labels
from server.organizer.period_names import template_of_name
from server.organizer.periods import PeriodRule, learn
from server.organizer.slots import guess_slot
from server.organizer.targets import Family, Instance

FOLDERS = [
    "life/",
    "life/gov docs/",
    "life/trips/",
    "life/trips/2024-03 japan/",
    "work/",
    "work/acme/",
    "work/acme/compensation/",
    "money/",
    "money/taxes/",
    "learning/rust/",
    "learning/ml/",
]


def _rules(text: str, folders: list[str] = FOLDERS) -> dict[str, str]:
    out: dict[str, str] = {}
    for r in parse_guideline(text, folders).rules:
        out[r.folder] = (out.get(r.folder, "") + " " + r.text).strip()
    return out


def test_bullets_give_their_words_to_the_folder_they_name() -> None:
    rules = _rules(
        "## Admin\n- Anything government-issued (passport, visas,\n  birth certificate) lives in "
        "`life/gov docs/`.\n- Payslips go in work/acme/compensation/\n"
    )
    assert "passport" in rules["life/gov docs/"] and "birth certificate" in rules["life/gov docs/"]
    assert "Admin" in rules["life/gov docs/"]  # the section heading too
    assert (
        "Payslips" in rules["work/acme/compensation/"]
        and "passport" not in rules["work/acme/compensation/"]
    )


def test_lines_that_each_name_a_folder_are_rules_of_their_own() -> None:
    rules = _rules(
        "Personal/ID/ - passport, driving licence\nCooking/ - recipes\n",
        ["Personal/ID/", "Cooking/"],
    )
    assert rules == {"Personal/ID/": "- passport, driving licence", "Cooking/": "- recipes"}


def test_a_guideline_in_chinese_is_cut_at_its_own_stops_and_commas() -> None:
    """Chinese writes no space after '。' and ends a path with '、' or '。': a path followed by
    them was not read as a folder (the post-mortem's rule went to the HR folder), and a line
    of several sentences was one (the person folders' shared sentence went to the last)."""
    work = ["Work/薪資單/", "Work/人事/", "Work/專案/"]
    rules = _rules(
        "- 薪資單 → Work/薪資單/；合約、調薪、考績 → Work/人事/；專案筆記、postmortem → Work/專案/。",
        work,
    )
    assert "postmortem" in rules["Work/專案/"] and "postmortem" not in rules["Work/人事/"]
    assert "考績" in rules["Work/人事/"]
    people = ["醫療/阿嬤/", "醫療/以安/", "醫療/志明/"]
    rules = _rules(
        "- 按人分：醫療/阿嬤/、醫療/以安/、醫療/志明/。診斷證明書、處方箋都放這裡，掃描檔也一樣。",
        people,
    )
    for folder in people:  # the next sentence speaks of all three, not of the last one named
        assert "診斷證明書" in rules[folder], rules


def test_relative_and_differently_written_paths_resolve_to_existing_folders() -> None:
    rules = _rules("W-2s go to `acme/compensation`. Tax papers: MONEY/TAXES/")
    assert "W-2s" in rules["work/acme/compensation/"] and "Tax papers" in rules["money/taxes/"]


def test_words_after_a_folder_belong_to_it_when_a_sentence_is_written_that_way() -> None:
    rules = _rules(
        "Course material: `learning/rust/` for Rust and `learning/ml/` for the Stanford ML course."
    )
    assert "Rust" in rules["learning/rust/"] and "Stanford" not in rules["learning/rust/"]
    assert "Stanford" in rules["learning/ml/"]


def test_a_rule_that_rules_a_folder_out() -> None:
    g = parse_guideline(
        "- Employer W-2s go to `work/acme/compensation/`, not `money/taxes/`.\n"
        "- Rezepte: Kochen/ und nicht Haushalt/",
        FOLDERS + ["Kochen/", "Haushalt/"],
    )
    by = {r.folder: r for r in g.rules}
    assert by["work/acme/compensation/"].negative == ("money/taxes/",)
    assert "money/taxes/" not in by
    assert by["Kochen/"].negative == ("Haushalt/",)


def test_templates_match_their_folders_and_name_new_ones() -> None:
    trips = template_of("life/trips/YYYY-MM place/")
    assert trips is not None and trips.regex.match("life/trips/2024-03 japan/")
    assert trips.fill(2025, 6, "iceland") == "life/trips/2025-06 iceland/"
    year = template_of("photos/<year>/")
    assert (
        year is not None
        and year.year
        and not year.slot
        and year.fill(2025, None, None) == "photos/2025/"
    )
    german = template_of("Finanzen/Steuer/JJJJ/")  # any letter repeated four times is a year
    assert german is not None and german.regex.match("finanzen/steuer/2024/")
    span = template_of("Money/Tax/<year>/")  # a year placeholder also matches a span of years
    assert span is not None and span.regex.match("money/tax/2024-25/")
    assert template_of("work/<employer>/compensation/").slot  # a free slot, no date
    # a span of years in one letter (Polish 'rok', twice) is no year and month: the class was
    # read as month 20 of 2023, and fitting the library failed
    school = template_of("Szkoła Kuby/RRRR-RRRR klasa N/")
    assert school is not None and not school.month
    m = school.regex.match("szkoła kuby/2023-2024 klasa 7/")
    assert m is not None and m.group("year") == "2023"
    # a year or a month written as a word in capitals is a placeholder too: 'ROK Miejsce' was
    # taken for a folder's name, and a concert ticket was offered a new `Podróże/ROK Miejsce/`
    trips = template_of("Podróże/ROK Miejsce/")
    assert trips is not None and trips.slot
    m = trips.regex.match("podroze/2025 wieden/")
    assert m is not None and (m.group("year"), m.group("slot")) == ("2025", "wieden")
    assert template_of("Travel/YEAR-MONTH place/").month  # type: ignore[union-attr]
    assert template_of("Finanzen/USA/") is None  # capitals that name no year are a name
    # a year in the person's own letters (Swedish and Norwegian år, Greek έτος) was read as a
    # folder's name: a photo was offered a new literal `Foton/ÅÅÅÅ/`
    sv = template_of("Foton/ÅÅÅÅ/")
    assert sv is not None and sv.year and sv.regex.match("foton/2025/")
    el = template_of("Τιμολόγια/ΕΕΕΕ/")
    assert el is not None and el.year
    # ... and a pattern that names the year twice compiles, matches and fills
    nested = template_of("Bilder/ÅÅÅÅ/ÅÅÅÅ-MM/")
    assert nested is not None and nested.regex.match("bilder/2025/2025-07/")
    assert not nested.regex.match("bilder/2025/2024-07/")
    assert nested.fill(2025, 7, None) == "Bilder/2025/2025-07/"
    # an ellipsis after the date is where the event's name goes: a photo was offered a new
    # folder named, literally, `Cotxe/Sinistre 2025-04 .../`
    for dots in ("...", "…"):
        claim = template_of(f"Cotxe/Sinistre AAAA-MM {dots}/")
        assert claim is not None and claim.slot
        assert claim.regex.match("cotxe/sinistre 2025-03 cop parquing/")
        assert claim.fill(2025, 4, None) is None
        assert claim.fill(2025, 4, "Sant Cugat") == "Cotxe/Sinistre 2025-04 Sant Cugat/"


def test_dates_in_file_names() -> None:
    days = {
        n: [d.day for d in name_dates(n)]
        for n in (
            "Screenshot 2025-04-28 at 21.40.03.png",
            "IMG_20240409_101010.jpg",
            "PXL_20230612_101010.jpg",
            "scan 20250414.pdf",
            "Rechnung_14.04.2025.pdf",
        )
    }
    assert days == {
        "Screenshot 2025-04-28 at 21.40.03.png": [date(2025, 4, 28)],
        "IMG_20240409_101010.jpg": [date(2024, 4, 9)],
        "PXL_20230612_101010.jpg": [date(2023, 6, 12)],
        "scan 20250414.pdf": [date(2025, 4, 14)],
        "Rechnung_14.04.2025.pdf": [date(2025, 4, 14)],
    }
    month = name_dates("chase_statement_2024-11.pdf")
    assert [(d.day, d.precision) for d in month] == [(date(2024, 11, 1), "month")]


def test_dates_in_text_in_several_languages_and_formats() -> None:
    text = (
        "Booked 12 June 2025; Rechnungsdatum 3. März 2025; Date: 02-Apr-2025; 2025/04/02; 14.03.2025; "
        "June 9, 2025; 2nd April 2025"
    )
    found = [d.day for d in text_dates(text)]
    assert found == [
        date(2025, 6, 12),
        date(2025, 3, 3),
        date(2025, 4, 2),
        date(2025, 4, 2),
        date(2025, 3, 14),
        date(2025, 6, 9),
        date(2025, 4, 2),
    ]
    # a day without its year, in a file whose folder says which year
    assert [d.day for d in text_dates("- Mar 22: fly home", default_year=2024)] == [
        date(2024, 3, 22)
    ]
    assert text_dates("- Mar 22: fly home") == []


def test_how_to_read_04_10_2024_is_learned_from_the_library() -> None:
    assert dayfirst_votes("due 24/12/2024, paid 31/01/2025") == (2, 0)
    assert dayfirst_votes("due 12/24/2024") == (0, 1)
    assert [d.day for d in text_dates("04/10/2024", dayfirst=True)] == [date(2024, 10, 4)]
    assert [d.day for d in text_dates("04/10/2024", dayfirst=False)] == [date(2024, 4, 10)]


def test_the_year_a_file_is_about() -> None:
    # a 2024 form that arrives in 2025 is about 2024
    assert (
        document_year(
            "1099-INT_2024.pdf", "Form 1099-INT 2024", "Tax year 2024. Furnished January 2025."
        )
        == 2024
    )
    assert document_year("x.jpg", "", "", exif=date(2023, 5, 1)) == 2023
    assert document_year("notes.txt", "", "no year here") is None


def test_the_year_a_file_names_on_its_own() -> None:
    """Not a year inside a date: '11.03.2025', '2025-02' in a name, '2024年3月'."""
    text = "Datum 11.03.2025\nBescheid für 2023 über Einkommensteuer"
    assert named_year("Bescheid.pdf", "Finanzamt", text) == 2023
    assert named_year("LBV_2025-02.pdf", "", "Düsseldorf, 07.02.2025, für 2024") == 2024
    assert named_year("a.txt", "", "2024年3月5日 領収書 2024年度") == 2024
    assert named_year("a.txt", "", "2024年3月5日 領収書") is None
    assert named_year("IMG_1.jpg", "", "", exif=date(2023, 5, 1)) == 2023
    assert named_year("a.txt", "", "2024년 3월 5일 영수증") is None


def test_a_year_in_a_date_written_with_words_is_not_named_on_its_own() -> None:
    """An e-mailed notice of a tax return is written in one year about another: the year in
    its 'Date: Tue, 18 Mar 2025' header was counted as a year it names, and, named first,
    took the return to a new 2025 folder."""
    notice = "Date: Tue, 18 Mar 2025 21:14:37 +0700\nKỳ tính thuế: Năm 2024\nNgày 18/03/2025"
    assert named_year("Thong bao.eml", "", notice) == 2024
    assert named_year("a.txt", "", "Madrid, 31 de marzo de 2025. Ejercicio 2024.") == 2024
    assert named_year("a.txt", "", "Bescheid vom 15. März 2024 für 2023") == 2023
    assert named_year("a.txt", "", "Lisbon, March 31, 2025") is None


def test_a_date_that_starts_with_its_year_is_not_a_year_named_on_its_own() -> None:
    """Hungarian writes a date year first ('2025. március 15.'): its year was counted as
    named on its own, so a notice of the 2024 tax return ('2024. évi') went to 2025."""
    notice = (
        "Tárhelyre érkezett: 2025. március 15. 06:02\n"
        "a NAV elkészítette az Ön 2024. évi személyijövedelemadó-bevallási tervezetét;"
        " 2025. május 20-án bevallássá válik."
    )
    assert named_year("NAV_ertesites.txt", "Értesítés", notice) == 2024


def _dd(name: str, text: str = "", taken: str | None = None) -> object:
    return doc_dates(Doc(name=name, text=text, image={"taken_at": taken} if taken else {}))


def test_a_year_of_another_epoch_is_the_gregorian_year_it_is() -> None:
    """Taiwan's Minguo years and Japan's era years on tax forms and bills
    (``appclient.eras``): a 113年度 withholding form is about 2024, a 令和6年分 one too."""
    tw = _dd("扣繳憑單.txt", "各類所得扣繳暨免扣繳憑單\n所得年度：113年度\n扣繳金額：12,400元")
    assert tw.year == 2024  # type: ignore[attr-defined]
    jp = _dd("源泉徴収票.txt", "令和6年分 給与所得の源泉徴収票\n支払金額 4,200,000円")
    assert jp.year == 2024  # type: ignore[attr-defined]
    bill = _dd("台電電費_114年3月.pdf", "")
    assert bill.year == 2025  # type: ignore[attr-defined]
    # receipts write the era's initial: R6.12.29 is 29 December 2024 (it was read as the
    # 6th of December 2029, and a clinic's receipt went to a new 2029 folder)
    receipt = _dd("scan_0031.txt", "領　収　書\n診療日　R6.12.29（日）\n領収額 3,030円")
    assert receipt.all == (date(2024, 12, 29),)  # type: ignore[attr-defined]
    assert [d.day for d in text_dates("release v1.2.10, firmware R6.12.29")] == []


def test_a_tax_year_that_starts_in_april_is_learned_from_its_files() -> None:
    members = {
        "2023-24": [
            _dd("a.txt", "Invoice date 2023-05-10"),
            _dd("b.txt", "Invoice date 2024-02-01"),
            _dd("c.txt", "Invoice date 2024-04-03"),
        ],
        "2024-25": [
            _dd("d.txt", "Invoice date 2024-04-20"),
            _dd("e.txt", "Invoice date 2025-01-15"),
        ],
    }
    rules = learn(members)  # type: ignore[arg-type]
    assert rules and rules[0].template == "{0}-{1}" and rules[0].second == "next"
    best = rules[0]
    assert (best.start_month, best.shift) == (
        4,
        0,
    ) and best.start_day > 3  # 3 April was still 2023-24
    assert best.name_of(_dd("new.txt", "Invoice date 2025-05-02")) == "2025-26"  # type: ignore[arg-type]


def test_quarters_and_periods_a_file_writes_out() -> None:
    q = learn(
        {"2024-Q4": [_dd("a", "dated 2024-11-02")], "2025-Q1": [_dd("b", "dated 2025-02-11")]}
    )  # type: ignore[arg-type]
    assert (
        q and q[0].second == "quarter" and q[0].name_of(_dd("c", "dated 2025-05-06")) == "2025-Q2"
    )  # type: ignore[arg-type]
    template, widths = template_of_name("AY2024-25") or ("", ())
    assert (template, widths) == ("AY{0}-{1}", (4, 2))
    assert find_labels("ITR.pdf", "Acknowledgement, Assessment Year AY2025-26", template, widths)[
        "label"
    ] == (2025, 26)


def _school(name: str, text: str) -> object:
    dd = _dd(name, text)
    dd.labels["{0}-{1}"] = find_labels(name, text, "{0}-{1}", (4, 2))  # type: ignore[attr-defined]
    return dd


def test_the_next_rule_is_learned_from_the_files_the_first_cannot_place() -> None:
    """A school's folders: most files write their school year ('a.s. 2024/25') and are placed
    by it; the notices that do not are dated in December and January, so the dated rule for
    them starts the year in the middle of the months that fit (not February, the first), and
    a March notice of 2026 is in 2025-26."""
    members = {
        "2024-25": [
            _school("recita.pdf", "Avviso: recita di Natale, 20/12/2024"),
            _school("mensa.pdf", "Ricevuta mensa, 31/01/2025"),
            _school("pagella.pdf", "Documento di valutazione, a.s. 2024/25. Nata il 30/06/2017"),
        ],
        "2025-26": [
            _school("orario.md", "Orario delle lezioni, a.s. 2025/26"),
            _school("materiale.pdf", "Elenco materiale, classe terza, a.s. 2025/26"),
            _school("contributo.pdf", "Contributo volontario a.s. 2025/26, versato il 29/09/2025"),
        ],
    }
    # a school year at the end of a sentence is read too
    assert find_labels("p.pdf", "a.s. 2024/25.", "{0}-{1}", (4, 2))["label"] == (2024, 25)
    rules = learn(members)  # type: ignore[arg-type]
    assert rules[0].strategy == "label"
    notice = _school("gita.jpg", "Uscita didattica del 16/04/2026, autorizzazione entro il 27/03")
    assert next(n for r in rules if (n := r.name_of(notice)) is not None) == "2025-26"  # type: ignore[arg-type]


def test_a_word_inside_a_longer_word_of_the_heading_is_not_the_place() -> None:
    """German writes every noun with a capital: 'Buchung' (booking), written once where no
    sentence starts, is a piece of the heading's 'Buchungsbestätigung', not a word of it as
    'Zeeland' is; and it is not written first either."""
    doc = Doc(
        name="Screenshot 2025-05-18 at 21.40.03.png",
        text="Buchungsbestätigung - Zeeland Vakantiehuizen\n"
        "Vielen Dank, Ihre Buchung ist bestätigt! Ferienhaus, Renesse (Zeeland, NL)\n"
        "Anreise: Samstag, 12.07.2025",
    )
    assert guess_slot({}, frozenset(), doc) == "Zeeland"


def test_a_trip_starts_on_the_last_stay_its_booking_gives() -> None:
    """A booking made on 18 May: the deposit and the rest are due in June, the stay is in
    July; the new trip's month is July."""
    dd = _dd(
        "Screenshot 2025-05-18 at 21.40.03.png",
        "Ihre Buchung ist bestätigt! Anreise: Samstag, 12.07.2025. Abreise: 26.07.2025.\n"
        "Anzahlung bis 01.06.2025, Restbetrag bis 12.06.2025",
    )
    assert event_start(dd) == date(2025, 7, 12)  # type: ignore[arg-type]
    assert event_start(_dd("booking.txt", "Check-in 12.07.2025")) is None  # type: ignore[arg-type]


def test_a_period_named_by_two_years_starts_after_january() -> None:
    """'2024-25' spans a new year: a preschool's letters, all dated in the autumn, fit a
    period starting in any month, and the calendar's January was chosen, which put a letter
    of 8 January 2025 in 2025-26."""
    members = {
        "2023-24": [_dd("a.txt", "Göteborg 2023-09-04"), _dd("b.txt", "Göteborg 2023-11-20")],
        "2024-25": [_dd("c.txt", "Göteborg 2024-08-26"), _dd("d.txt", "Göteborg 2024-10-07")],
    }
    rules = learn(members)  # type: ignore[arg-type]
    assert rules and all(r.start_month > 1 for r in rules)
    letter = _dd("Informationsbrev.txt", "Göteborg 2025-01-08")
    assert next(n for r in rules if (n := r.name_of(letter)) is not None) == "2024-25"  # type: ignore[arg-type]
    # numbers a file writes that are not two years in a row name none of them (a CV's)
    cv = _dd("CV.txt", "Escola Pia, 2023-2025")
    cv.labels["Curs {0}-{1}"] = find_labels("CV.txt", "2023-2025", "Curs {0}-{1}", (4, 4))  # type: ignore[attr-defined]
    rule = PeriodRule("Curs {0}-{1}", (4, 4), 9, 0, "next", "bare")
    assert cv.labels["Curs {0}-{1}"]["bare"] == (2023, 2025) and rule.name_of(cv) is None  # type: ignore[attr-defined,arg-type]


def _period_family(pattern: str, names: list[str], rules: list[PeriodRule]) -> Family:
    """A period family of ``pattern`` whose members are ``names`` (their year: the name's
    characters 5-9, as 'IRPF 2025 …' and 'Curs 2023-2024' write it)."""
    template = template_of(pattern)
    assert template is not None
    folders = {template.parent + n + "/": int(n[5:9]) for n in names}
    return Family(
        key=template.path,
        template=template,
        instances={f: Instance(f, year, None, None) for f, year in folders.items()},
        periods=tuple(rules),
    )


def test_a_date_its_folders_leave_open_goes_to_the_existing_period() -> None:
    """A tax return's folder holds its papers from December to May, so its period may start
    in any month from June to December; the middle one (September) put a rectified return
    filed in October in a new `IRPF 2026 (ano-base 2025)/`. Under the starts its files leave
    open it is in the existing `IRPF 2025 (ano-base 2024)/`, which wins over a new folder;
    a date no open start places in an existing period still gets its new one."""
    members = {
        "IRPF 2024 (ano-base 2023)": [
            _dd("informe.pdf", "Informe de rendimentos, emitido em 15/12/2023"),
            _dd("recibo.pdf", "Recibo de entrega, recebida em 20/03/2024"),
        ],
        "IRPF 2025 (ano-base 2024)": [
            _dd("informe.pdf", "Informe de rendimentos, emitido em 20/12/2024"),
            _dd("darf.pdf", "DARF pago em 01/03/2025"),
            _dd("recibo.pdf", "Recibo de entrega, recebida em 30/04/2025"),
        ],
    }
    rules = learn(members)  # type: ignore[arg-type]
    rule = rules[0]
    assert rule.open and rule.second == "prev"
    october = _dd("retificadora.pdf", "Declaração retificadora recebida em 14/10/2025")
    assert "IRPF 2025 (ano-base 2024)" in rule.names_open(october)  # type: ignore[arg-type]
    fam = _period_family("Impostos/IRPF AAAA (ano-base AAAA)/", list(members), rules)
    assert period_name(fam, october) == "Impostos/IRPF 2025 (ano-base 2024)/"  # type: ignore[arg-type]
    march = _dd("informe.pdf", "Informe de rendimentos, emitido em 28/02/2026")
    assert period_name(fam, march) == "Impostos/IRPF 2026 (ano-base 2025)/"  # type: ignore[arg-type]


def test_a_new_period_far_from_every_member_is_not_read_from_text() -> None:
    """A babysitter's CV in the inbox: its first date is a birth date (12/06/2004), which
    put it in a new `Escola/Curs 2003-2004/` beside the family's 2023-2024 and 2024-2025.
    A date the text gives, years from every member, makes no new member; the next school
    year does, and a photo's own date or a name's date is believed however old."""
    members = {
        "Curs 2023-2024": [
            _dd("circular.txt", "Barcelona, 11/09/2023. Benvolgudes famílies"),
            _dd("excursio.txt", "Barcelona, 14/03/2024. Sortida a Montserrat"),
        ],
        "Curs 2024-2025": [
            _dd("circular.txt", "Barcelona, 09/09/2024. Benvolgudes famílies"),
            _dd("festa.txt", "Barcelona, 02/06/2025. Festa de final de curs"),
        ],
    }
    fam = _period_family("Escola/Curs AAAA-AAAA/", list(members), learn(members))  # type: ignore[arg-type]
    cv = _dd("CV Núria Ribas.txt", "NÚRIA RIBAS COLL\nData de naixement: 12/06/2004\n")
    assert period_name(fam, cv) == "Escola/Curs 2003-2004/"  # type: ignore[arg-type]
    assert far_period(fam, cv) == 2003  # type: ignore[arg-type]
    letter = _dd("Benvinguda.txt", "Barcelona, 15/09/2025. Benvolgudes famílies del nou curs")
    assert period_name(fam, letter) == "Escola/Curs 2025-2026/"  # type: ignore[arg-type]
    assert far_period(fam, letter) is None  # type: ignore[arg-type]
    old_photo = _dd("IMG_0001.JPG", taken="2004-10-02T10:00:00")
    assert far_period(fam, old_photo) is None  # type: ignore[arg-type]
    assert far_period(fam, _dd("2004-10-02 reunió.txt", "Data: 12/06/2004")) is None  # type: ignore[arg-type]
