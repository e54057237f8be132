"""Sibling folders a name tells apart (``siblings.py``): learned from the library, used when
an inbox file writes the name."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from server.organizer import Decision, Doc
from server.organizer.siblings import Siblings
from tests.organizer.conftest import ask, fit, open_lib


def _card(kind: str, who: str, extra: str = "") -> str:
    return (
        f"GOVERNMENT OF INDIA\n{kind}\n{who} Verma\nDOB: 08/08/2017\n{extra}"
        "Address: Flat 3B, Sai Krupa Residency, HSR Layout, Bengaluru 560102\n"
    )


FILES = {
    "guideline.md": "IDs: one folder per person, `IDs/Rohit`, `IDs/Kiaan`, `IDs/Ananya`.\n",
    # the father's name is on the son's cards too
    "IDs/Kiaan/aadhaar kiaan.txt": _card("AADHAAR", "Kiaan", "S/O Rohit Verma\n"),
    "IDs/Kiaan/birth certificate.txt": _card("BIRTH CERTIFICATE", "Kiaan", "Father: Rohit\n"),
    "IDs/Rohit/aadhaar.txt": _card("AADHAAR", "Rohit", "S/O Rajendra Verma\n"),
    "IDs/Rohit/pan card.txt": _card("PERMANENT ACCOUNT NUMBER", "Rohit"),
    "IDs/Rohit/passport.txt": _card("PASSPORT", "Rohit"),
    "IDs/Ananya/aadhaar.txt": _card("AADHAAR", "Ananya", "W/O Rohit Verma\n"),
    "IDs/Ananya/pan card.txt": _card("PERMANENT ACCOUNT NUMBER", "Ananya"),
    "Recipes/dal.txt": "Red lentil dal: lentils, onion, garlic, cumin. Simmer 20 minutes.",
    "Recipes/pancakes.txt": "Pancakes: flour, milk, eggs, butter. Whisk, rest, fry.",
    # like Rohit's Aadhaar word for word, but Kiaan's: the person it is about comes first
    "inbox/scan_0007.txt": _card("AADHAAR", "Kiaan", "S/O Rohit Verma\nBaal Aadhaar update\n"),
    "inbox/scan_0008.txt": _card("PERMANENT ACCOUNT NUMBER", "Ananya", "reprint\n"),
}


async def test_the_person_a_file_names_first_decides_among_their_folders(tmp_path: Path) -> None:
    client = await open_lib(tmp_path, FILES)
    try:
        model = await fit(client)
        assert model.siblings.groups  # learned: IDs/<name> folders are told apart by name
        for path, folder in (
            ("inbox/scan_0007.txt", "IDs/Kiaan/"),
            ("inbox/scan_0008.txt", "IDs/Ananya/"),
        ):
            out = await ask(client, path, model)
            assert isinstance(out, Decision) and out.target_folder == folder, (path, out)
            assert out.reasoning.startswith(f"It names {folder[4:-1]},"), out.reasoning
    finally:
        await client.aclose()


async def test_folders_whose_files_do_not_write_their_names_are_not_told_apart(
    tmp_path: Path,
) -> None:
    """Topics, not names: 'Bills/Water' files never write 'water' — no group is learned, and a
    file that mentions a folder's name in passing is not sent there for it."""
    files = {
        "Bills/Water/2024-01.txt": "Municipal utility invoice, January, 12 cubic metres, 31 EUR.",
        "Bills/Water/2024-02.txt": "Municipal utility invoice, February, 11 cubic metres, 29 EUR.",
        "Bills/Power/2024-01.txt": "Energy supplier statement January: 310 kWh, 96 EUR.",
        "Bills/Power/2024-02.txt": "Energy supplier statement February: 290 kWh, 91 EUR.",
    }
    client = await open_lib(tmp_path, files)
    try:
        model = await fit(client)
        assert model.siblings == Siblings()
    finally:
        await client.aclose()


def test_a_name_in_a_file_name_counts_and_the_group_share_moves_whole() -> None:
    """'ePAN_Ananya.pdf' writes Ananya (an underscore is no letter); the group's share goes
    to her, the unnamed sibling's too; a folder outside the group keeps its own."""
    siblings = Siblings(
        groups=((0, 1, 2),), names=(("ananya", "rohit", ""),), shared=((False, False, False),)
    )
    probs = np.array([0.2, 0.5, 0.1, 0.2])
    out, chosen = siblings.adjust(Doc(name="ePAN_Ananya.pdf", text="e-PAN card"), probs)
    assert chosen == [0] and np.allclose(out, [0.8, 0.0, 0.0, 0.2])
    assert np.allclose(probs, [0.2, 0.5, 0.1, 0.2])  # the caller's array is left alone
    same, none = siblings.adjust(Doc(name="scan_0001.pdf", text="Mananya"), probs)
    assert none == [] and same is probs


def _clinic(title: str, who: str, clinic: str, what: str) -> str:
    return f"{title}\n\n환자: {who}\n진료일: 2025.05.24\n기관명: {clinic}\n진료내역: {what}\n합계 23,400원\n"


KOREAN = {
    "guideline.md": "병원 기록은 사람별로 `건강/서윤/`, `건강/준호/`, `건강/지은/`. 치과는 `건강/치과/`.\n",
    "건강/서윤/소아과 영수증.txt": _clinic(
        "진료비 영수증", "이서윤 (만 6세)", "한빛소아과", "감기"
    ),
    "건강/서윤/영유아검진.txt": _clinic("영유아검진 결과", "이서윤", "한빛소아과", "성장 정상"),
    "건강/준호/독감 접종.txt": _clinic(
        "예방접종 완료 안내", "이준호", "연세내과", "인플루엔자 접종"
    ),
    "건강/준호/정형외과.txt": _clinic("진료비 영수증", "이준호", "튼튼정형외과", "허리 물리치료"),
    "건강/지은/피부과.txt": _clinic("진료비 영수증", "김지은", "맑은피부과", "레이저"),
    "건강/지은/건강검진.txt": _clinic("국가건강검진 결과", "김지은", "연세내과", "정상 A"),
    # the dentist's keeps everyone's papers, each about its patient
    "건강/치과/불소도포.txt": _clinic("진료 영수증", "이서윤", "미소어린이치과", "불소 도포"),
    "건강/치과/스케일링.txt": _clinic("진료비 영수증", "김지은", "연세바른치과", "스케일링"),
    "건강/치과/신경치료.txt": _clinic("진료비 영수증", "이준호", "연세바른치과", "신경치료"),
    # worded like Junho's flu shot; about Seoyun (이서윤: the name inside a longer word)
    "inbox/문자 캡처.txt": _clinic(
        "예방접종 완료 안내", "이서윤 님", "한빛소아과", "인플루엔자 접종"
    ),
    "inbox/scan_0031.txt": _clinic("진료비 영수증", "이서윤", "미소어린이치과", "레진 충전"),
}


async def test_korean_names_inside_words_and_a_folder_shared_by_everyone(tmp_path: Path) -> None:
    """Folding takes Hangul syllables apart into letters; 서윤 is still found in 이서윤. The
    dentist's folder, whose files each name a person before the clinic, keeps a dental receipt
    that names the child."""
    client = await open_lib(tmp_path, KOREAN)
    try:
        model = await fit(client)
        groups = [
            dict(zip(g, n, strict=True))
            for g, n in zip(model.siblings.groups, model.siblings.names, strict=True)
        ]
        assert groups, "no Korean siblings learned"
        for path, folder in (
            ("inbox/문자 캡처.txt", "건강/서윤/"),
            ("inbox/scan_0031.txt", "건강/치과/"),
        ):
            out = await ask(client, path, model)
            assert isinstance(out, Decision) and out.target_folder == folder, (path, out)
    finally:
        await client.aclose()
