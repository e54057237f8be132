"""jia-tw documents: Chih-ming's job (Work/) and Yi-chun's freelance illustration (接案/)."""


def payslip(month: str, lines: str, net: str, payday: str) -> str:
    """A Cloudpeak payslip; also used for the inbox ones."""
    return f"""雲峰科技股份有限公司　薪資明細表
員工姓名：林志明　員工編號：CP-20931
部門：平台工程部
薪資月份：{month}
{lines}
實發金額：{net}
發薪日：{payday}
本明細表僅供員工本人參考，請妥善保管。"""


_OLD = "本薪：84,000\n餐費津貼：3,000"
_NEW = "本薪：87,780\n餐費津貼：3,000"
_DED = "勞保費自付：-1,145\n健保費自付（含眷屬1人）：-2,642"
_DED2 = "勞保費自付：-1,145\n健保費自付（含眷屬1人）：-2,784"

DOCS: list[dict] = [
    {
        "path": "Work/薪資單/薪資明細_202403.pdf",
        "when": "2024-04-05",
        "text": payslip(
            "2024年3月",
            f"{_OLD}\n加班費：4,210\n{_DED}\n所得扣繳：-2,880",
            "84,543",
            "2024年4月5日",
        ),
    },
    {
        "path": "Work/薪資單/薪資明細_202412.pdf",
        "when": "2025-01-06",
        "text": payslip(
            "2024年12月", f"{_OLD}\n{_DED}\n所得扣繳：-2,760", "80,453", "2025年1月6日"
        ),
    },
    {
        "path": "Work/薪資單/薪資明細_202501.pdf",
        "when": "2025-02-05",
        "text": payslip(
            "2025年1月",
            f"{_OLD}\n年終獎金（2個月）：168,000\n{_DED}\n所得扣繳（含年終獎金5%）：-11,160",
            "240,053",
            "2025年2月5日",
        ),
    },
    {
        "path": "Work/薪資單/薪資明細_202502.pdf",
        "when": "2025-03-05",
        "text": payslip(
            "2025年2月",
            f"{_OLD}\n加班費（春節on-call）：6,300\n{_DED}\n所得扣繳：-3,080",
            "86,433",
            "2025年3月5日",
        ),
    },
    {
        "path": "Work/薪資單/薪資明細_202503.pdf",
        "when": "2025-04-07",
        "text": payslip(
            "2025年3月",
            f"{_NEW}\n{_DED2}\n所得扣繳：-2,990\n附註：本月起適用2025年度調薪",
            "83,861",
            "2025年4月7日",
        ),
    },
    {
        "path": "Work/薪資單/薪資明細_202504.pdf",
        "when": "2025-05-05",
        "text": payslip(
            "2025年4月",
            f"{_NEW}\n加班費：2,100\n{_DED2}\n所得扣繳：-3,050",
            "85,901",
            "2025年5月5日",
        ),
    },
    {
        "path": "Work/人事/聘僱契約_雲峰科技.docx",
        "when": "2022-06-20",
        "author": "雲峰科技人資部",
        "text": """# 雲峰科技股份有限公司　聘僱契約書
受僱人：林志明
職稱：資深後端工程師（Senior Backend Engineer）
到職日：2022年7月1日
試用期：三個月，試用期滿經主管考核後正式任用。
薪資：月薪新臺幣78,000元，年薪保障14個月。
工作地點：臺北市南港區園區街3號8樓
工作時間：彈性上下班，核心時間為上午10時至下午4時。
遠端工作：每週得申請遠端工作兩天，須事先於系統登記。
保密義務：另簽訂保密協議（NDA）。
離職預告：依勞動基準法規定辦理。""",
    },
    {
        "path": "Work/人事/保密協議 NDA.pdf",
        "when": "2022-06-20",
        "text": """Non-Disclosure Agreement
Between Cloudpeak Technology Co., Ltd. ("Company") and Chih-Ming Lin ("Employee").
1. Confidential Information includes source code, customer data, product roadmaps and pricing.
2. The Employee shall not disclose Confidential Information during employment and for two (2) years after termination.
3. Upon termination the Employee shall return or destroy all Company materials, including copies on personal devices.
4. This Agreement is governed by the laws of Taiwan (R.O.C.); the Taipei District Court shall be the court of first instance.
Signed in Taipei on 20 June 2022.""",
    },
    {
        "path": "Work/人事/2025年度調薪通知.eml",
        "when": "2025-03-05T17:30",
        "from": "雲峰科技人資部 <hr@cloudpeak.example>",
        "to": "jimmy.lin@cloudpeak.example",
        "subject": "2025年度調薪通知",
        "text": """志明您好：
感謝您過去一年在訂單服務重構專案的貢獻。
經年度考核，您的本薪自2025年3月起由84,000元調整為87,780元，調幅4.5%。
調整後薪資將反映於3月份薪資（4月發放）。
如有疑問請與人資部 Amy 聯繫。
雲峰科技人資部""",
    },
    {
        "path": "Work/專案/on-call排班 2025Q2.xlsx",
        "when": "2025-03-28",
        "author": "Kevin Wu",
        "sheets": [
            (
                "Q2",
                """週次|開始日|主要值班|備援|備註
W14|2025-03-31|志明|Kevin|清明連假
W15|2025-04-07|阿豪|志明|
W16|2025-04-14|Kevin|阿豪|
W17|2025-04-21|志明|小魏|
W18|2025-04-28|小魏|Kevin|勞動節
W19|2025-05-05|阿豪|小魏|
W20|2025-05-12|志明|阿豪|訂單服務上線週
W21|2025-05-19|Kevin|志明|
W22|2025-05-26|小魏|Kevin|端午前
W23|2025-06-02|阿豪|小魏|
W24|2025-06-09|志明|Kevin|
W25|2025-06-16|Kevin|阿豪|
W26|2025-06-23|小魏|志明|""",
            )
        ],
    },
    {
        "path": "Work/專案/架構設計筆記_訂單服務.md",
        "when": "2025-02-18",
        "text": """# 訂單服務拆分 design notes
- 現況：monolith裡的order module，尖峰QPS約1,200，促銷時會拖垮整個API。
- 目標：拆成order-service和payment-adapter，用Kafka傳事件。
- DB：第一階段先共用PostgreSQL，第二階段再分schema。
- Risk：雙寫一致性，採用outbox pattern。
- 負責：志明（order-service）、Kevin（review）、阿豪（payment-adapter）。
- Deadline：5月中上線，上線週志明on-call。""",
    },
    {
        "path": "Work/專案/Weekly sync notes 0512.md",
        "when": "2025-05-12",
        "text": """# Weekly sync 2025-05-12
- order-service canary at 10% since Friday, p99 latency 180ms, no errors.
- Payment adapter retry storm on Saturday: fixed by capping retries at 3 with jitter.
- Action: Jimmy to write the rollback runbook before going to 50%.
- Action: Kevin to ask finance about the refund report format.
- Next sync moved to Tuesday because of the release.""",
    },
    {
        "path": "接案/合約/青鳥出版社_繪本插畫合約.pdf",
        "when": "2024-03-01",
        "text": """繪本插畫委託合約書
委託人：青鳥出版社有限公司（以下簡稱甲方）
受託人：陳怡君（以下簡稱乙方）
一、作品：兒童繪本《小熊找月亮》全書插畫，共24跨頁及封面一幅。
二、稿酬：新臺幣186,000元整，分三期支付：簽約時30%、草圖確認後30%、完稿驗收後40%。
三、交稿期限：完稿應於2024年9月30日前交付電子檔。
四、權利：本作品之重製及發行權專屬授權甲方十年，乙方保留著作人格權及作品集展示之權利。
五、修改：每跨頁以修改兩次為限，超過部分須加收費用。
六、甲方依法代扣所得及二代健保補充保費，並開立扣繳憑單。
甲方代表人：王雅婷（總編輯）　乙方：陳怡君
中華民國113年3月1日""",
    },
    {
        "path": "接案/合約/好日子咖啡_菜單設計報價單.docx",
        "when": "2024-05-10",
        "author": "陳怡君",
        "text": """# 報價單
客戶：好日子咖啡（木柵店）　聯絡人：阿凱
案名：菜單與店卡插畫設計
項目一：菜單插畫8幅，32,000元
項目二：店卡及貼紙設計，13,000元
合計：45,000元
修改次數：兩次以內，超過每次另計1,500元
交件：簽約後四週
報價有效期限：2024年5月31日
怡畫工作室　陳怡君""",
    },
    {
        "path": "接案/合約/禾豐設計 委託案 合作備忘錄.docx",
        "when": "2024-08-15",
        "author": "陳怡君",
        "text": """# 合作備忘錄
甲方：禾豐設計有限公司　乙方：陳怡君
案由：甲方年度品牌活動「四季主視覺」插畫，春夏秋冬各一幅。
費用：每幅30,000元，共120,000元，分兩次請款（8月、11月）。
交件格式：PSD分層檔及300dpi PNG。
使用範圍：甲方客戶之海報、社群及展場，期間兩年。
雙方聯絡窗口：甲方設計總監 林佳蓉，乙方 陳怡君。""",
    },
    {
        "path": "接案/合約/文件1.docx",
        "when": "2025-04-02",
        "author": "陳怡君",
        "text": """# 報價單
客戶：森林小學堂教育出版　聯絡人：許小姐
案名：國小自然科教材插圖
項目：單色線稿插圖40幅，每幅1,500元
合計：60,000元
交件：分兩批，5月底20幅、6月底20幅
付款：每批交件後30日內支付
怡畫工作室　陳怡君""",
    },
    {
        "path": "接案/勞務報酬單/青鳥出版社_勞務報酬單_第二期.pdf",
        "when": "2024-06-20",
        "text": """勞務報酬單
給付單位：青鳥出版社有限公司　統一編號：28475169
所得人：陳怡君
所得類別：9B 稿費
給付事由：《小熊找月亮》插畫稿酬第二期
給付金額：55,800元
代扣所得：5,580元
代扣二代健保補充保費：1,177元
實付金額：49,043元
給付日期：113年6月20日""",
    },
    {
        "path": "接案/勞務報酬單/禾豐 勞報單 2024-11.pdf",
        "when": "2024-11-25",
        "text": """勞務報酬單
給付單位：禾豐設計有限公司　統一編號：42561973
所得人：陳怡君
所得類別：9A 執行業務所得
給付事由：四季主視覺插畫（秋、冬）
給付金額：60,000元
代扣所得：6,000元
代扣二代健保補充保費：1,266元
實付金額：52,734元
給付日期：113年11月25日""",
    },
    {
        "path": "接案/勞務報酬單/scan_0012.pdf",
        "when": "2024-06-28",
        "text": """勞務報酬單
給付單位：好日子咖啡　統一編號：90417325
所得人：陳怡君
所得類別：9B 稿費
給付事由：菜單與店卡插畫
給付金額：45,000元
代扣所得：4,500元
代扣二代健保補充保費：950元
實付金額：39,550元
給付日期：113年6月28日""",
    },
]
