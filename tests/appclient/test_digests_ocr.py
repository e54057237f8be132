"""OCR in the person's scripts with Tesseract and Debian's script models: a Polish scan keeps
its diacritics and the spaces between words, a Ukrainian one is read in Cyrillic (not as
Latin look-alikes), a Greek and a Japanese one in theirs; the setting picks the models; and
what is read is found by search. Skipped where Tesseract or a script model is missing
(.ci/run installs them)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from appclient import LocalAppClient, Settings
from appclient.digests import extract, ocr, tesseract

SANS = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")  # fonts-dejavu-core
GOTHIC = Path("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf")  # fonts-ipafont-gothic

SCANS = {
    "zus.png": (SANS, "Latin", ["ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH", "Kraków, 28 kwietnia 2025 r.",
                                "Zaświadczenie o niezaleganiu w opłacaniu składek"]),
    "moz.png": (SANS, "Cyrillic", ["МІНІСТЕРСТВО ОХОРОНИ ЗДОРОВ'Я УКРАЇНИ",
                                   "Довідка про щеплення дитини", "Київ, 12 березня 2024 року"]),
    "aade.png": (SANS, "Greek", ["ΥΠΟΥΡΓΕΙΟ ΟΙΚΟΝΟΜΙΚΩΝ", "Βεβαίωση φορολογικής ενημερότητας",
                                 "Αθήνα, 3 Μαΐου 2024"]),
    "gas.png": (GOTHIC, "Japanese", ["東京ガス料金のお知らせ", "請求金額と支払期限"]),
}  # fmt: skip


def _scan(path: Path, font: Path, lines: list[str]) -> Path:
    face = ImageFont.truetype(str(font), 30)
    img = Image.new("L", (1100, 60 + 55 * len(lines)), 255)
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((30, 30 + 55 * i), line, font=face, fill=0)
    img.save(path)
    return path


def _needs(model: str, font: Path) -> None:
    """Skip where the system lacks Tesseract, the model or the font — unless
    MYLIFEDB_REQUIRE_OCR=1 (set by .ci/run, which installs them) makes that a failure."""
    missing = None
    if ocr.engine_name() != "tesseract":
        missing = "Tesseract is not installed here (apt install tesseract-ocr)"
    elif model not in tesseract.models():
        missing = f"no {model} model here (apt install tesseract-ocr-script-*)"
    elif not font.exists():
        missing = f"no font to draw the scan with ({font})"
    if missing and os.environ.get("MYLIFEDB_REQUIRE_OCR"):
        pytest.fail(missing)
    if missing:
        pytest.skip(missing)


@pytest.mark.parametrize("name", sorted(SCANS))
def test_each_script_is_read_in_its_own_letters(tmp_path: Path, name: str) -> None:
    font, model, lines = SCANS[name]
    _needs(model, font)
    path = _scan(tmp_path / name, font, lines)
    got = {d.digester: d for d in extract(path, "image/png", path.stat().st_size)}
    d = got["ocr"]
    assert d.error is None and d.data["engine"] == "tesseract"
    assert d.data["models"] == [model]
    text = d.content or ""
    for line in lines[:2]:
        assert line in text, (line, text)


def test_the_setting_chooses_the_models(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    font, _model, lines = SCANS["moz.png"]
    _needs("Cyrillic", font)
    path = _scan(tmp_path / "moz.png", font, lines)
    monkeypatch.setenv("MYLIFEDB_OCR_LANGUAGES", "Latin")  # the wrong one, on purpose
    (d,) = [x for x in extract(path, "image/png", 1) if x.digester == "ocr"]
    assert d.data["models"] == ["Latin"] and "МІНІСТЕРСТВО" not in (d.content or "")
    monkeypatch.setenv("MYLIFEDB_OCR_LANGUAGES", "Cyrillic+Latin")
    (d,) = [x for x in extract(path, "image/png", 1) if x.digester == "ocr"]
    assert d.data["models"] == ["Cyrillic", "Latin"] and "Довідка про щеплення" in (d.content or "")


def _runs(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The arguments of every Tesseract run (the real program still runs)."""
    runs: list[list[str]] = []
    real = tesseract._run

    def counted(args: list[str], png: bytes, timeout: float) -> str:
        runs.append(args)
        return real(args, png, timeout)

    monkeypatch.setattr(tesseract, "_run", counted)
    return runs


def test_a_picture_without_text_is_not_read_by_every_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # OSD sees no script in it; one model's layout finding no word at all is enough.
    _needs("Cyrillic", SANS)
    runs = _runs(monkeypatch)
    img = Image.new("RGB", (320, 240))
    img.putdata([(x % 256, (x * y) % 256, 120) for y in range(240) for x in range(320)])
    img.save(tmp_path / "sunset.png")
    got = extract(tmp_path / "sunset.png", "image/png", 1)
    assert not [d for d in got if d.digester == "ocr" and d.content]
    assert len(runs) <= 2, runs  # OSD and the lightest model, not one run per model


def test_a_few_words_no_script_detector_sees_are_still_read_in_their_letters(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _needs("Cyrillic", SANS)
    runs = _runs(monkeypatch)
    path = _scan(tmp_path / "note.png", SANS, ["Київ"])
    (d,) = [x for x in extract(path, "image/png", 1) if x.digester == "ocr"]
    assert d.data["models"] == ["Cyrillic"] and "Київ" in (d.content or ""), d
    assert ["-l", "Cyrillic", "tsv"] in runs


async def test_a_scan_in_polish_is_found_by_a_word_with_diacritics(tmp_path: Path) -> None:
    font, model, lines = SCANS["zus.png"]
    _needs(model, font)
    (tmp_path / "lib" / "urzędy").mkdir(parents=True)
    _scan(tmp_path / "lib" / "urzędy" / "skan_0001.png", font, lines)
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()
        res = await client.search("niezaleganiu składek", mode="keyword")
        assert [h.path for h in res.results] == ["urzędy/skan_0001.png"]
    finally:
        await client.aclose()
