"""More search questions for kurashi_ja (佐藤家、世田谷区桜新町), and queries that must find nothing.

Written from the library's data only. QUESTIONS name one file among look-alikes, ask by
time (``asof`` is the library's newest file date), by kind of file, by an exact code, by
Kenta's filing rules, or in English and Russian. Expect paths are library files, never
inbox files. JUNK holds words that occur nowhere in the library ("junk") and everyday
topics the family has no papers about ("absent"); for both the right answer is that no
file matches. Checked by ``python -m tests.benchmarks.search_questions.check_more kurashi_ja``.
"""

LIBRARY = "kurashi_ja"

ASOF = "2025-06-01"

_KYUYO = "お金/給与明細/"
_PHOTO24 = "写真/2024/"
_OKI = "旅行/2025年3月 沖縄/"

QUESTIONS: list[dict] = [
    # ---- first: one file among several look-alikes
    {
        "q": "美咲の1月分の給料明細",
        "lang": "ja",
        "kind": "first",
        "expect": [_KYUYO + "PXL_20250211_224501119.jpg"],
    },
    {
        "q": "健太 給与明細 2月",
        "lang": "ja",
        "kind": "first",
        "expect": [_KYUYO + "給与明細書_202502.pdf"],
    },
    {
        "q": "三菱UFJの3月の入出金明細",
        "lang": "ja",
        "kind": "first",
        "expect": ["お金/銀行/三菱UFJ_入出金明細_202503.csv"],
    },
    {
        "q": "12月のガス代",
        "lang": "ja",
        "kind": "first",
        "expect": ["住まい/ガス/ガス料金_2024年12月.pdf"],
    },
    {
        "q": "電気代 9月分",
        "lang": "ja",
        "kind": "first",
        "expect": ["住まい/電気/電気料金_2024年9月分.pdf"],
    },
    {
        "q": "都城市のふるさと納税の受領証明書",
        "lang": "ja",
        "kind": "first",
        "expect": ["お金/ふるさと納税/scan0031.pdf"],
    },
    {
        "q": "楽天モバイルの1月の請求",
        "lang": "ja",
        "kind": "first",
        "expect": ["住まい/ネット/楽天モバイル_ご請求明細_202501.pdf"],
    },
    {
        "q": "スイミングの去年6月の進級テストの結果",
        "lang": "ja",
        "kind": "first",
        "expect": ["子ども/習い事/進級テスト結果_2024年6月.jpg"],
    },
    # ---- time: asked by time, as of the newest file
    {
        "q": "今年のお正月の写真",
        "lang": "ja",
        "kind": "time",
        "asof": ASOF,
        "expect": ["写真/2025/IMG_2431.JPG"],
    },
    {
        "q": "去年のお花見の写真",
        "lang": "ja",
        "kind": "time",
        "asof": ASOF,
        "expect": [_PHOTO24 + "IMG_1298.JPG", _PHOTO24 + "IMG_1337.JPG", _PHOTO24 + "IMG_1356.JPG"],
    },
    {
        "q": "去年の冬のボーナスの明細",
        "lang": "ja",
        "kind": "time",
        "asof": ASOF,
        "expect": [_KYUYO + "賞与明細書_202412.pdf"],
    },
    {
        "q": "去年の夏の水道のお知らせ",
        "lang": "ja",
        "kind": "time",
        "asof": ASOF,
        "expect": ["住まい/水道/IMG_1791.JPG"],
    },
    {
        "q": "保育園の最後のえんだより",
        "lang": "ja",
        "kind": "time",
        "asof": ASOF,
        "expect": ["子ども/保育園/令和6年度/えんだより_2025年3月.pdf"],
    },
    # ---- kind: the kind of file matters
    {
        "q": "LINEでもらった運動会の写真",
        "lang": "ja",
        "kind": "kind",
        "expect": [
            _PHOTO24 + "LINE_ALBUM_運動会_241019_1.jpg",
            _PHOTO24 + "LINE_ALBUM_運動会_241019_4.jpg",
        ],
    },
    {
        "q": "清水寺の拝観券の写真",
        "lang": "ja",
        "kind": "kind",
        "expect": ["旅行/2024_京都/清水寺_拝観券.jpg"],
    },
    {
        "q": "美ら海水族館のチケットのスクショ",
        "lang": "ja",
        "kind": "kind",
        "expect": [_OKI + "Screenshot_20250319-221045.png"],
    },
    {
        "q": "ahamoの2月分の料金のスクショ",
        "lang": "ja",
        "kind": "kind",
        "expect": ["住まい/ネット/Screenshot_20250303-092208.png"],
    },
    {
        "q": "東京電力のアプリの使用量グラフの画面",
        "lang": "ja",
        "kind": "kind",
        "expect": ["住まい/電気/IMG_2566.PNG"],
    },
    # ---- token: an exact code or rare name found in one file
    {
        "q": "OTS-250320-77102",
        "lang": "ja",
        "kind": "token",
        "only": True,
        "expect": [_OKI + "OTSレンタカー_予約確認.pdf"],
    },
    {
        "q": "5N7QKX",
        "lang": "ja",
        "kind": "token",
        "only": True,
        "expect": [_OKI + "JAL_eチケット控え.pdf"],
    },
    {
        "q": "TR-0810-55381",
        "lang": "ja",
        "kind": "token",
        "only": True,
        "expect": ["旅行/北海道2023/トヨタレンタカー_予約確認.pdf"],
    },
    {
        "q": "受付番号 W2306-2045-8812",
        "lang": "ja",
        "kind": "token",
        "only": True,
        "expect": ["住まい/水道/水道_使用開始_受付内容.pdf"],
    },
    {
        "q": "80-33187-624",
        "lang": "ja",
        "kind": "token",
        "only": True,
        "expect": ["保険/家財保険_日新火災_証券.pdf"],
    },
    # ---- rules: answered by guideline.md
    {
        "q": "住民税の書類は何年度のフォルダに入れる？",
        "lang": "ja",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "自動車保険の書類はどこにしまう",
        "lang": "ja",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "検針票を撮った写真はどこに入れればいい",
        "lang": "ja",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    # ---- lang: English and Russian questions about the Japanese papers
    {
        "q": "rental car booking for the Hokkaido trip",
        "lang": "en",
        "kind": "lang",
        "expect": ["旅行/北海道2023/トヨタレンタカー_予約確認.pdf"],
    },
    {
        "q": "Yuma's health check before starting school",
        "lang": "en",
        "kind": "lang",
        "expect": ["健康/悠真/就学時健康診断_結果.pdf"],
    },
    {
        "q": "home contents insurance policy",
        "lang": "en",
        "kind": "lang",
        "expect": ["保険/家財保険_日新火災_証券.pdf"],
    },
    {
        "q": "договор аренды парковки",
        "lang": "ru",
        "kind": "lang",
        "expect": ["車/月極駐車場_契約書.pdf"],
    },
    {
        "q": "счёт за техосмотр машины",
        "lang": "ru",
        "kind": "lang",
        "expect": ["車/車検_整備明細_2024年3月.pdf"],
    },
    {
        "q": "рецепт хлеба для хлебопечки",
        "lang": "ru",
        "kind": "lang",
        "expect": ["レシピ/ホームベーカリー_食パン.txt"],
    },
]

JUNK: list[dict] = [
    # ---- junk: no word of these occurs in any file, file name or folder
    {"q": "フロブニケーター", "lang": "ja", "kind": "junk"},
    {"q": "もげもげぴょん", "lang": "ja", "kind": "junk"},
    {"q": "ぬるぽ", "lang": "ja", "kind": "junk"},
    {"q": "ほげほげ", "lang": "ja", "kind": "junk"},
    {"q": "ツェッペリン ゴンドラ", "lang": "ja", "kind": "junk"},
    {"q": "ウーパールーパー 繁殖", "lang": "ja", "kind": "junk"},
    {"q": "チェンバロ 調律", "lang": "ja", "kind": "junk"},
    {"q": "カモノハシ", "lang": "ja", "kind": "junk"},
    {"q": "盆栽 競馬", "lang": "ja", "kind": "junk"},
    {"q": "係留", "lang": "ja", "kind": "junk"},
    {"q": "zeppelin gondola", "lang": "en", "kind": "junk"},
    {"q": "axolotl breeding", "lang": "en", "kind": "junk"},
    {"q": "frobnicator", "lang": "en", "kind": "junk"},
    {"q": "qwertyuiop", "lang": "en", "kind": "junk"},
    {"q": "harpsichord tuning", "lang": "en", "kind": "junk"},
    {"q": "NR-9930001", "lang": "ja", "kind": "junk"},
    {"q": "2A99-770413", "lang": "ja", "kind": "junk"},
    {"q": "OTS-991231-86420", "lang": "ja", "kind": "junk"},
    {"q": "TD-R9-99999", "lang": "ja", "kind": "junk"},
    # ---- absent: plausible topics this family has no papers about
    {"q": "住宅ローンの返済予定表", "lang": "ja", "kind": "absent"},
    {"q": "犬のワクチン証明書", "lang": "ja", "kind": "absent"},
    {"q": "ピアノ教室の月謝", "lang": "ja", "kind": "absent"},
    {"q": "バイクの任意保険", "lang": "ja", "kind": "absent"},
    {"q": "ゴルフ会員権", "lang": "ja", "kind": "absent"},
    {"q": "NISAの年間取引報告書", "lang": "ja", "kind": "absent"},
    {"q": "ヨットの係留料", "lang": "ja", "kind": "absent"},
]
