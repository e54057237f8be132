"""Learning decides: each test here goes red when the thing it names stops affecting the
outcome — the weights fitted on the library, the calibration, OCR text (and run-together
scan text), accepted decisions, the guideline's sections and directives. Rejected
decisions: ``test_behaviour.py::test_a_rejection_changes_the_next_suggestion``."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from PIL import Image, ImageDraw, ImageFont

from appclient import LocalAppClient
from appclient.digests import ocr
from server.organizer import Decision, Decline, doc_from_detail
from server.organizer.choice import DEFAULT_CALIBRATION, ChoiceModel, Question, default_choice
from tests.organizer.conftest import ask, fit, open_lib


def _nll(choice: ChoiceModel, questions: list[Question]) -> float:
    """How badly the model predicts the answers (negative log-likelihood, "none" included)."""
    total = 0.0
    for q in questions:
        p = choice.probabilities(q.features)
        total -= q.weight * np.log(max(p[q.answer] if q.answer >= 0 else 1.0 - p.sum(), 1e-12))
    return total


async def test_the_weights_are_fitted_on_the_library(lib: LocalAppClient) -> None:
    model = await fit(lib)
    asked, _, _ = model.questions(random.Random(0))
    assert model.fitted_on > 0
    # with fitting off the two are the same model; fitted, it explains its own files better
    assert _nll(model.choice, asked) < _nll(default_choice(), asked) - 0.2


async def test_confidence_is_calibrated_on_the_library(lib: LocalAppClient) -> None:
    """The confidence shown is the library's own: Platt scaling fitted on its held-out
    files fits those files better than the defaults do."""
    model = await fit(lib)
    _, checks, _ = model.questions(random.Random(0))
    assert model.calibration.platt != DEFAULT_CALIBRATION

    def loss(platt: tuple[float, float]) -> float:
        calibration = replace(model.calibration, platt=platt)
        out = 0.0
        for q in checks:
            p = calibration.choice.probabilities(q.features)
            top = int(np.argmax(p))
            c = min(max(calibration.confidence(float(p[top])), 1e-9), 1 - 1e-9)
            out -= q.weight * np.log(c if top == q.answer else 1.0 - c)
        return out

    assert loss(model.calibration.platt) < loss(DEFAULT_CALIBRATION)
    (lib.root / "inbox/scan.txt").write_text("Globex payslip January 2025. Gross salary 5,200.")
    out = await ask(lib, "inbox/scan.txt", model)
    assert isinstance(out, Decision)
    sc = model.score(doc_from_detail(await lib.get_file("inbox/scan.txt")))
    assert out.confidence == round(min(0.99, model.confidence(float(sc.probs.max()))), 2)


async def test_an_accepted_suggestion_counts_as_the_persons_word(tmp_path: Path) -> None:
    """A file the person filed by accepting a suggestion teaches its folder more than the
    same file put there by hand: a look-alike is likelier to follow it."""
    letter = "Newsletter of the Riverside rowing club: regatta results, boat house repairs, {}."
    files = {
        "guideline.md": "",
        **{f"mail/letter-{i}.txt": letter.format(w) for i, w in enumerate(("spring", "dues"))},
        "club/minutes.txt": letter.format("annual meeting"),
        "inbox/letter-later.txt": letter.format("summer camp"),
    }

    async def p_club(accepted: bool) -> float:
        client = await open_lib(tmp_path / str(accepted), files)
        try:
            (client.root / "inbox/letter-new.txt").write_text(letter.format("winter training"))
            await client.index()
            if accepted:
                s = await client.create_suggestion("inbox/letter-new.txt", "club/", "club", 0.5)
                await client.resolve_suggestion(s.id, "accept")
            else:
                await client.move_file("inbox/letter-new.txt", "club/")
            model = await fit(client)
            sc = model.score(doc_from_detail(await client.get_file("inbox/letter-later.txt")))
            return float(sc.probs[model.targets.index["club/"]])
        finally:
            await client.aclose()

    assert await p_club(accepted=True) > await p_club(accepted=False) + 0.02


async def test_run_together_scan_text_is_read(tmp_path: Path) -> None:
    """A phone scan's OCR runs words together ('DOCUMENTONACIONALDEIDENTIDAD'): character
    n-grams inside the run still meet the words of the filed documents."""
    files = {
        "guideline.md": "",
        "papeles/dni/dni-ana.txt": "Documento nacional de identidad. Apellidos: Ruiz. Nacionalidad española.",
        "papeles/dni/dni-luis.txt": "Documento nacional de identidad de Luis. Nacionalidad española. Válido hasta 2031.",
        "casa/luz/factura-01.txt": "Factura de electricidad, enero. Potencia contratada, consumo en kWh, importe.",
        "casa/luz/factura-02.txt": "Factura de electricidad, febrero. Consumo en kWh, importe total con IVA.",
        "inbox/scan.txt": "REINODEESPANA DOCUMENTONACIONALDEIDENTIDAD APELLIDOSMARTIN NACIONALIDADESPANOLA",
    }
    client = await open_lib(tmp_path, files)
    try:
        out = await ask(client, "inbox/scan.txt")
        assert isinstance(out, Decision) and out.target_folder == "papeles/dni/"
    finally:
        await client.aclose()


async def test_a_section_whose_heading_names_a_folder_is_a_rule_for_it(tmp_path: Path) -> None:
    files = {
        "guideline.md": "# Files\n\n## notes/recipes/\nAnything I cook: dishes, sauces, baking.\n",
        "notes/recipes/banana-bread.md": "# Banana bread\n\nFlour, bananas, butter. Bake 50 min.",
        "notes/misc/todo.md": "Call the plumber, renew the library card.",
        "inbox/paneer.md": "# Palak paneer\n\nA dish of spinach and paneer. Sauces: onion, garlic.",
    }
    client = await open_lib(tmp_path, files)
    try:
        out = await ask(client, "inbox/paneer.md")
        assert isinstance(out, Decision) and out.target_folder == "notes/recipes/"
        assert "Anything I cook" in out.reasoning
    finally:
        await client.aclose()


async def test_a_directive_in_the_guideline_wins(tmp_path: Path) -> None:
    receipt = "LIDL receipt {}. Butter 1.99 EUR, eggs 2.79 EUR. Card payment."
    files = {
        "guideline.md": "- Receipts from shops: `shopping/receipts/`\n- Meal plans: `household/food/`\n",
        "shopping/receipts/lidl-1.txt": receipt.format("2024-12-20"),
        "shopping/receipts/aldi-1.txt": "ALDI receipt 2025-01-04. Milk 1.09 EUR. Card payment.",
        "household/food/plan.txt": "Meal plan: pasta Monday, soup Tuesday.",
        "inbox/lidl-2.txt": receipt.format("2025-02-03"),
    }
    client = await open_lib(tmp_path, files)
    try:
        before = await ask(client, "inbox/lidl-2.txt")
        assert isinstance(before, Decision) and before.target_folder == "shopping/receipts/"
        guideline = client.root / "guideline.md"
        guideline.write_text(
            guideline.read_text() + "\n## Directives\n- Lidl receipts go to `household/food/`\n"
        )
        after = await ask(client, "inbox/lidl-2.txt")
        assert isinstance(after, Decision) and after.target_folder == "household/food/"
        assert after.alternatives[0][0] == "shopping/receipts/"
    finally:
        await client.aclose()


def _screenshot(path: Path, lines: list[str]) -> None:
    img = Image.new("RGB", (560, 60 + 48 * len(lines)), "white")
    draw = ImageDraw.Draw(img)
    font = ImageFont.load_default(size=30)
    for i, line in enumerate(lines):
        draw.text((12, 12 + 48 * i), line, fill="black", font=font)
    img.save(path)


@pytest.mark.skipif(not ocr.available(), reason="the `ocr` extra is not installed")
async def test_a_screenshot_is_filed_by_its_ocr_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the words in the picture say where it goes; with OCR off it cannot be placed."""
    files = {
        "guideline.md": "",
        "Haus/Heizung/wartung-2023.txt": "Rechnung Heizung Wartung 2023, Brenner gereinigt, 230 EUR.",
        "Haus/Heizung/wartung-2024.txt": "Rechnung Heizung Wartung 2024, Abgasmessung, 240 EUR.",
        "Auto/inspektion.txt": "Werkstatt: Inspektion, Ölwechsel, Bremsen geprüft. 410 EUR.",
        "Auto/reifen.txt": "Reifenwechsel Winterreifen, Einlagerung. 80 EUR.",
    }

    async def place(state: str) -> Decision | Decline:
        client = await open_lib(tmp_path / state, files)
        try:
            _screenshot(client.root / "inbox/shot.png", ["Rechnung Heizung", "Wartung 2025"])
            await client.index()
            return await ask(client, "inbox/shot.png")
        finally:
            await client.aclose()

    read = await place("with-ocr")
    assert isinstance(read, Decision) and read.target_folder == "Haus/Heizung/"
    monkeypatch.setenv("MYLIFEDB_OCR", "0")
    blind = await place("without-ocr")
    assert not (isinstance(blind, Decision) and blind.target_folder == "Haus/Heizung/")
