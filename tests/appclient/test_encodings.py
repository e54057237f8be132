"""Text in the encodings people still receive, read as the words it says, and found by them:
Windows-1251 and KOI8-R Russian, Shift_JIS (bank CSVs), EUC-JP, ISO-2022-JP e-mail, an HTML
page that declares its charset; and Japanese found by a question written as a sentence."""

from __future__ import annotations

from email.header import Header
from email.mime.text import MIMEText
from email.utils import formataddr
from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from appclient.digests import extract, guess_mime

CONTRACT_RU = (
    "ДОГОВОР АРЕНДЫ КВАРТИРЫ № 17\n"
    "г. Казань, 31 марта 2025 г.\n"
    "Арендодатель Галиев Рустам Ильдарович передаёт, а Арендатор принимает квартиру "
    "по адресу ул. Баумана, д. 8. Плата за месяц: 35 000 рублей."
)
LETTER_RU = "Дорогая Оленька! Пишу тебе из Самары. Приеду в ноябре на юбилей мамы. Тётя Валя."
CSV_JA = "日付,摘要,お支払金額\n2025/03/31,東京ガス 4月分,5400\n2025/04/02,ｾﾌﾞﾝｲﾚﾌﾞﾝ,680\n"
NOTE_JA = (
    "きんぴらごぼう（作りやすい量）\nごぼう 1本 ささがき\nにんじん 1/2本 細切り\nごま油 大さじ1"
)
HTML_RU = (
    '<html><head><meta charset="windows-1251"><title>Начисления</title></head>'
    "<body><p>Управляющая компания «Уютный дом»: начислено за март 4 812 руб.</p></body></html>"
)


def _write_files(root: Path) -> None:
    root.mkdir(parents=True)
    (root / "contract.txt").write_bytes(CONTRACT_RU.encode("cp1251"))
    (root / "letter.txt").write_bytes(LETTER_RU.encode("koi8_r"))
    (root / "statement.csv").write_bytes(CSV_JA.encode("cp932"))
    (root / "recipe.txt").write_bytes(NOTE_JA.encode("euc_jp"))
    (root / "account.html").write_bytes(HTML_RU.encode("cp1251"))
    mail = MIMEText(
        "東京ガスより、4月分のガス料金が確定しましたのでお知らせします。", "plain", "iso-2022-jp"
    )
    mail["Subject"] = Header("【東京ガス】料金確定のお知らせ", "iso-2022-jp")
    mail["From"] = formataddr(("東京ガス", "info@tokyo-gas.example"), charset="iso-2022-jp")
    (root / "notice.eml").write_bytes(mail.as_bytes())


@pytest.fixture
def files(tmp_path: Path) -> Path:
    _write_files(tmp_path / "lib" / "docs")
    return tmp_path / "lib" / "docs"


def _digest(path: Path) -> tuple[str, dict[str, object]]:
    d = extract(path, guess_mime(path.name), path.stat().st_size)[0]
    return d.content or "", d.data


def test_each_file_reads_as_the_words_it_says(files: Path) -> None:
    assert _digest(files / "contract.txt")[0] == CONTRACT_RU
    assert _digest(files / "letter.txt")[0] == LETTER_RU
    assert _digest(files / "statement.csv")[0] == CSV_JA
    assert _digest(files / "recipe.txt")[0] == NOTE_JA
    text, data = _digest(files / "account.html")
    assert "начислено за март 4 812 руб." in text and data["encoding"] == "cp1251"
    assert data["title"] == "Начисления"


def test_saved_email_is_read_as_email(files: Path) -> None:
    text, data = _digest(files / "notice.eml")
    assert data["subject"] == "【東京ガス】料金確定のお知らせ"
    assert str(data["from"]).startswith("東京ガス")
    assert text.startswith("Subject: 【東京ガス】料金確定のお知らせ")
    assert "4月分のガス料金が確定しました" in text


async def test_found_by_a_word_of_them_and_japanese_by_a_sentence(tmp_path: Path) -> None:
    _write_files(tmp_path / "lib" / "docs")
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()

        async def found(query: str) -> list[str]:
            res = await client.search(query, mode="keyword")
            return [h.path for h in res.results]

        assert await found("аренды квартиры") == ["docs/contract.txt"]
        assert await found("юбилей") == ["docs/letter.txt"]
        assert await found("Уютный") == ["docs/account.html"]
        assert await found("きんぴらごぼう") == ["docs/recipe.txt"]
        assert set(await found("東京ガス")) == {"docs/statement.csv", "docs/notice.eml"}
        # A sentence, not the document's own wording: its pairs of characters match.
        assert (await found("ガス料金の確定"))[0] == "docs/notice.eml"
        hit = (await client.search("ごぼう", mode="keyword")).results[0]
        assert "\u2063" not in hit.match_context  # the index's pairs are never shown
    finally:
        await client.aclose()
