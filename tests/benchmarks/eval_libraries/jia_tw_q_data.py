"""jia-tw: guideline, inbox expectations, questions (with their key words) and junk."""

GUIDELINE = """# 我們家的檔案怎麼放（志明＆怡君）

大原則：誰的東西就放誰的資料夾；帳單按種類；稅按「所得年度」。檔名照舊沒關係，scan_xxxx、下載.pdf 這種也是看內容放。

- 稅務/：按所得年度分資料夾，用西元年。113年度（2024年的所得）→ 稅務/2024/。扣繳憑單、申報書、繳稅證明、捐款收據都放同一年。
- 帳單/：電費、水費、瓦斯費、電信各一個資料夾。台電的電子帳單 email、App 截圖也放電費。
- 信用卡/：兩張卡的帳單都放這裡（國泰世華是志明的，玉山是怡君的）。
- 住家/租約/：租約、押金、房東來信、房租匯款紀錄、租金補貼。住家/管理費/：管理費收據、社區公告、住戶大會紀錄。
- 家計/：家庭收支表（每月的支出表也是）、存錢計畫。
- 保險/：全家的保單和保險公司的通知（含旅平險、學平險）。機車強制險例外，放機車/。
- 勞健保/：勞保、健保、職業工會的繳費單。健保卡影本算證件，放證件/。
- Work/：志明公司的東西。薪資單 → Work/薪資單/；合約、調薪、考績 → Work/人事/；專案筆記、postmortem → Work/專案/。
- 接案/：怡君的 freelance。報價單、合約 → 接案/合約/；勞務報酬單（勞報單）→ 接案/勞務報酬單/；工作用設備的發票、軟體訂閱收據 → 接案/發票收據/；跟客戶往來的信 → 接案/客戶往來/。
- 以安/：學校、安親班、預防接種各一個資料夾。看病的東西不放這裡。
- 醫療/：按人分：醫療/阿嬤/、醫療/以安/、醫療/志明/。診斷證明書、處方箋、檢驗報告、回診紀錄都放這裡，掃描檔也一樣。
- 長照/：阿嬤的長照2.0核定、居服排班、輔具補助、每月費用明細。
- 機車/：行照、強制險、保養、排氣定檢。
- 證件/：護照、身分證、戶口名簿、健保卡影本，還有換護照的收據。
- 旅遊/：一趟旅行一個資料夾，名字是「地點＋日期」（以前的寫法不統一，不用改）。照片看拍攝日期，放進那趟旅行。
- 食譜/：家裡常煮的菜，阿嬤口述的也是。

不用歸檔、留在 inbox 就好：廣告DM、優惠券、各種邀請（同學會、活動）、網路上存的梗圖。每個月底清一次。
"""

INBOX = {
    "inbox/電費單.pdf": "帳單/電費/",
    "inbox/Electricity bill Nov 2024.pdf": "帳單/電費/",
    "inbox/自來水費 114年6月.txt": "帳單/水費/",
    "inbox/gas bill.pdf": "帳單/瓦斯費/",
    "inbox/中華電信_114年5月帳單.pdf": "帳單/電信/",
    "inbox/國泰世華信用卡帳單_2025年6月.pdf": "信用卡/",
    "inbox/下載 (1).pdf": "信用卡/",
    "inbox/房租匯款明細.txt": "住家/租約/",
    "inbox/管理費繳費收據_4-6月.pdf": "住家/管理費/",
    "inbox/六月支出.xlsx": "家計/",
    "inbox/保單變更通知.pdf": "保險/",
    "inbox/scan_0031.pdf": "保險/",
    "inbox/職業工會 114年第2季 繳費單.pdf": "勞健保/",
    "inbox/薪資明細_202505.pdf": "Work/薪資單/",
    "inbox/Salary statement 2024-11.pdf": "Work/薪資單/",
    "inbox/Performance review 2024H2.docx": "Work/人事/",
    "inbox/incident postmortem 0603.md": "Work/專案/",
    "inbox/報價單_森林小學堂_修改版.docx": "接案/合約/",
    "inbox/勞報單_森林小學堂.pdf": "接案/勞務報酬單/",
    "inbox/電子發票_手寫筆.txt": "接案/發票收據/",
    "inbox/Re 封面草稿.eml": "接案/客戶往來/",
    "inbox/期末親師座談通知.pdf": "以安/學校/",
    "inbox/IMG_5120.JPG": "旅遊/2024-10 花蓮/",
    "inbox/IMG_20250301_143300.jpg": "旅遊/2025台南/",
    "inbox/DSC01088.JPG": "旅遊/京都 2023.04/",
    "inbox/安親班 6月繳費.pdf": "以安/安親班/",
    "inbox/疫苗通知_公費疫苗.txt": "以安/預防接種/",
    "inbox/兒科就診收據.txt": "醫療/以安/",
    "inbox/scan_0044.pdf": "醫療/阿嬤/",
    "inbox/健檢預約確認.eml": "醫療/志明/",
    "inbox/長照服務 費用明細 5月.pdf": "長照/",
    "inbox/機車保養 0610.txt": "機車/",
    "inbox/Passport renewal receipt.pdf": "證件/",
    "inbox/繳稅成功通知.eml": "稅務/2024/",
    "inbox/2023 donation receipt.pdf": "稅務/2023/",
    "inbox/新增文字文件.txt": "食譜/",
    "inbox/全聯週年慶DM.pdf": "",
    "inbox/Screenshot_20250608-123015.png": "",
    "inbox/同學會邀請.eml": "",
    "inbox/FB_IMG_1717912345678.jpg": "",
}

_ASOF = "2025-06-15"
_GUIDE = "guideline.md"
_TAX24 = "稅務/2024/113年度綜合所得稅申報書.docx"
_LEASE = "住家/租約/房屋租賃契約書_木柵路.docx"
_DIAG = "醫療/阿嬤/診斷證明書_景安醫院_2025-02.pdf"
_DISCHARGE = "醫療/阿嬤/scan_0007.pdf"
_LTC = "長照/長照2.0 核定通知.pdf"
_BIRD = "接案/合約/青鳥出版社_繪本插畫合約.pdf"
_AFTER = "以安/安親班/小太陽安親班_報名表.docx"
_JOB = "Work/人事/聘僱契約_雲峰科技.docx"
_KYOTO = "旅遊/京都 2023.04/"
_ITIN = _KYOTO + "京都行程表.docx"
_BOOKING = _KYOTO + "Booking confirmation.eml"
_POWER_MAR = "帳單/電費/台電電費_114年3月.pdf"
_CATHAY_MAY = "信用卡/國泰世華信用卡帳單_2025年5月.pdf"
_PLATE = "機車/行照影本.pdf"
_WAGE = "接案/勞務報酬單/"
_CARDS = [
    _CATHAY_MAY,
    "信用卡/國泰世華信用卡帳單_2025年4月.pdf",
    "信用卡/下載.pdf",
    "信用卡/玉山帳單 2025-03.pdf",
]
_HUALIEN = [f"旅遊/2024-10 花蓮/IMG_48{n}.JPG" for n in ("21", "35", "50", "77")]
_TAINAN = [f"旅遊/2025台南/IMG_2025{s}.jpg" for s in ("0228_112034", "0301_190512", "0302_101145")]
_KYOTO_PHOTOS = [f"{_KYOTO}DSC0{n}.JPG" for n in ("1022", "1057", "1103", "1160")]
_SCREENS = [
    "以安/學校/Screenshot_20250312-193322.png",
    "稅務/2024/Screenshot_20250528-214503.png",
    "勞健保/Screenshot_20250220-090512.png",
    "帳單/電費/Screenshot_20240715-221045.png",
]

# (question, expected files, key words that are in the main file's text but not in its path)
_NATURAL = [
    ("阿嬤的健保卡影本在哪裡", ["證件/阿嬤_健保卡影本.pdf"], ["全民健康保險"]),
    ("2024年的綜所稅最後要補多少錢", [_TAX24], ["應補稅額"]),
    ("我們家的租約什麼時候到期", [_LEASE], ["2026年7月31日"]),
    ("阿嬤膝蓋開刀的診斷證明", [_DIAG, _DISCHARGE], ["人工膝關節"]),
    (
        "以安打過哪些疫苗",
        ["以安/預防接種/兒童預防接種紀錄卡.pdf", "以安/預防接種/流感疫苗接種同意書_113學年.docx"],
        ["五合一"],
    ),
    ("機車的行照放在哪", [_PLATE], ["MNK-5832"]),
    ("滷肉飯要用什麼肉", ["食譜/滷肉飯.txt"], ["五花肉"]),
    ("阿嬤的長照等級是第幾級", [_LTC], ["第4級"]),
    ("怡君跟出版社簽的繪本合約", [_BIRD], ["小熊找月亮"]),
    ("京都住的是哪一間飯店", [_BOOKING, _ITIN], ["Sakura Terrace"]),
]

_KEYWORD = [
    (
        "勞務報酬單",
        [
            _WAGE + "青鳥出版社_勞務報酬單_第二期.pdf",
            _WAGE + "禾豐 勞報單 2024-11.pdf",
            _WAGE + "scan_0012.pdf",
        ],
    ),
    (
        "扣繳憑單 113",
        ["稅務/2024/扣繳憑單 雲峰科技 113年度.pdf", "稅務/2024/怡君_扣繳憑單彙整.xlsx"],
    ),
    (
        "管理費",
        [
            "住家/管理費/管理費收據_2025年1-3月.pdf",
            "住家/管理費/住戶大會會議紀錄 2024.docx",
            "住家/管理費/社區公告_停水通知.txt",
        ],
    ),
    ("強制險", ["機車/強制險保險證_2024-2026.pdf"]),
    ("麻油雞", ["食譜/麻油雞.docx"]),
    ("學生團體保險", ["保險/以安_學生團體保險.pdf"]),
    ("NDA", ["Work/人事/保密協議 NDA.pdf"]),
    ("菜脯蛋", ["食譜/阿嬤的菜脯蛋.txt"]),
]

# (token, files holding it; "only" when exactly one does)
_TOKEN = [
    ("QX-20491837", ["接案/發票收據/Wacom繪圖板 統一發票.pdf"]),
    ("90417325", [_WAGE + "scan_0012.pdf"]),
    ("CM-25-04417263", ["機車/強制險保險證_2024-2026.pdf"]),
    ("4188.203.551", [_BOOKING]),
    ("IE2025-TW-558210", ["接案/發票收據/Adobe訂閱收據.eml"]),
    ("LTC-114-02871", [_LTC]),
    ("MNK-5832", [_PLATE, "機車/強制險保險證_2024-2026.pdf", "機車/排氣定檢通知.txt"]),
    ("QA23-0615882", ["保險/志明_定期壽險保單.pdf", "保險/保單總覽.xlsx"]),
]

_TIME = [
    ("上個月的電費單", ["帳單/電費/台電電費_114年5月.pdf"]),
    ("去年花蓮的照片", _HUALIEN),
    ("2024年3月的薪資單", ["Work/薪資單/薪資明細_202403.pdf"]),
    ("114年3月的電費", [_POWER_MAR]),
    ("2025/3/14以安看牙", ["醫療/以安/牙科塗氟紀錄.txt"]),
    ("前年去京都的行程", [_ITIN, _BOOKING]),
    ("今年２月阿嬤住院的資料", [_DIAG, _DISCHARGE]),
    ("今年1月的薪水", ["Work/薪資單/薪資明細_202501.pdf"]),
    ("2025-03 玉山信用卡帳單", ["信用卡/玉山帳單 2025-03.pdf"]),
]

_KIND = [
    ("京都的照片", _KYOTO_PHOTOS),
    ("信用卡帳單的PDF", _CARDS),
    ("電費的Excel表", ["帳單/電費/電費紀錄.xlsx"]),
    ("台南的照片", _TAINAN),
    ("食譜的Word檔", ["食譜/麻油雞.docx"]),
    ("手機截圖", _SCREENS),
]

_CROSS = [
    ("how much was the electricity bill in March", [_POWER_MAR], ["1,158"]),
    ("grandma's diagnosis certificate", [_DIAG], ["人工膝關節"]),
    ("our apartment lease contract", [_LEASE], ["出租人"]),
    ("my employment contract", [_JOB], ["試用期"]),
    ("credit card statement for May 2025", [_CATHAY_MAY, "信用卡/下載.pdf"], ["本期應繳"]),
    ("grandma's long-term care approval letter", [_LTC], ["照顧管理"]),
    ("scooter maintenance records", ["機車/保養紀錄.xlsx"], ["機油"]),
    (
        "after-school program receipt for May",
        ["以安/安親班/安親班繳費收據 2025年5月.pdf"],
        ["教材費"],
    ),
    (
        "withholding statements from my wife's clients",
        ["稅務/2024/怡君_扣繳憑單彙整.xlsx"],
        ["青鳥出版社"],
    ),
    ("travel insurance for the Japan trip", ["保險/京都旅平險投保證明.pdf"], ["旅行平安"]),
]

_INSIDE = [
    ("租約可以養貓嗎", _LEASE, ["飼養"]),
    ("安親班幾點關門", _AFTER, ["19:00"]),
    ("志明一週可以在家上班幾天", _JOB, ["遠端"]),
    ("管理費從什麼時候開始漲", "住家/管理費/住戶大會會議紀錄 2024.docx", ["2,000元調整為2,150元"]),
    ("居服員是星期幾來", "長照/居家服務排班.xlsx", ["吳美華"]),
    ("每個月給阿嬤多少零用錢", "家計/家庭收支2025.xlsx", ["零用金"]),
    ("繪本稿酬分幾期付", _BIRD, ["分三期"]),
    ("志明的膽固醇多高", "醫療/志明/員工健康檢查報告_2024.pdf", ["總膽固醇"]),
    ("去伏見稻荷是哪一天", _ITIN, ["伏見稻荷"]),
    ("剛搬進來的時候冷氣是什麼牌子", "住家/租約/點交清單.xlsx", ["日立"]),
    ("輔具補助申請了哪些東西", "長照/輔具補助申請.docx", ["助行器"]),
]

_RULES = [
    ("掃描的診斷證明書要放哪個資料夾", "zh", ["診斷證明書"]),
    ("健保卡影本要放勞健保還是證件", "zh", ["健保卡影本"]),
    ("where do coupons and ads go", "en", ["優惠券"]),
]

QUESTIONS = (
    [
        {"q": q, "lang": "zh", "kind": "natural", "expect": exp, "keys": keys}
        for q, exp, keys in _NATURAL
    ]
    + [{"q": q, "lang": "zh", "kind": "keyword", "expect": exp} for q, exp in _KEYWORD]
    + [
        {"q": q, "lang": "zh", "kind": "token", "expect": exp}
        | ({"only": True} if len(exp) == 1 else {})
        for q, exp in _TOKEN
    ]
    + [{"q": q, "lang": "zh", "kind": "time", "expect": exp, "asof": _ASOF} for q, exp in _TIME]
    + [{"q": q, "lang": "zh", "kind": "kind", "expect": exp} for q, exp in _KIND]
    + [
        {"q": q, "lang": "en", "kind": "cross", "expect": exp, "keys": keys}
        for q, exp, keys in _CROSS
    ]
    + [
        {"q": q, "lang": "zh", "kind": "inside", "expect": [path], "keys": keys}
        for q, path, keys in _INSIDE
    ]
    + [
        {"q": q, "lang": lang, "kind": "rules", "expect": [_GUIDE], "keys": keys}
        for q, lang, keys in _RULES
    ]
)

_JUNK = [
    ("恐龍化石拍賣", "zh"),
    ("彩虹獨角獸停車證", "zh"),
    ("量子珍珠奶茶配方", "zh"),
    ("火星土地權狀", "zh"),
    ("外星人勞保加保", "zh"),
    ("嗶嗶啵啵咕嚕嚕", "zh"),
    ("飛天潛水艇駕照", "zh"),
    ("ㄅㄆㄇㄈ qzx 亂碼", "zh"),
    ("zeppelin gondola", "en"),
    ("purple walrus invoice", "en"),
    ("asdf qwer zxcv", "en"),
    ("submarine pizza license", "en"),
    ("moon cheese warranty", "en"),
    ("lorem ipsum dolor", "en"),
]

_ABSENT = [
    ("汽車貸款的還款明細", "zh"),
    ("狗狗打預防針的紀錄", "zh"),
    ("房屋貸款繳款紀錄", "zh"),
    ("健身房會員合約", "zh"),
    ("鋼琴課學費收據", "zh"),
    ("wedding photo album", "en"),
]

# words that must appear in no file (checked by the builder)
ABSENT_WORDS = [
    "汽車貸款",
    "車貸",
    "狗",
    "房貸",
    "房屋貸款",
    "健身",
    "gym",
    "鋼琴",
    "piano",
    "婚紗",
    "wedding",
    "恐龍",
    "獨角獸",
    "zeppelin",
    "walrus",
]

JUNK = [{"q": q, "lang": lang, "kind": "junk"} for q, lang in _JUNK] + [
    {"q": q, "lang": lang, "kind": "absent"} for q, lang in _ABSENT
]
